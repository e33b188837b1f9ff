import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import DemoAccountsPanel from '../../src/pages/DemoAccountsPanel';
import { listenDemoApi, server } from './harness';

beforeAll(listenDemoApi);
afterAll(() => {
  cleanup();
  server.close();
});

describe('the demo sign-in panel', () => {
  it("says the demo's data stays in this browser, and where to try admins across browsers", () => {
    render(<DemoAccountsPanel onPick={() => undefined} />);
    expect(
      screen.getByText(/keeps its data in this browser: an admin created here cannot sign in/),
    ).toHaveTextContent('run the HTTP demo server (npm run demo-server)');
  });
});
