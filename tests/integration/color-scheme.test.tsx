import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { listenDemoApi, resetApp, server, startApp } from './harness';
import { setColorScheme } from '../../src/ui/colorScheme';
import { themeFor } from '../../src/ui/theme';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
  setColorScheme('light');
});
afterAll(() => server.close());

describe('dark mode', () => {
  it('switches from the header, is kept in this browser, and gives antd its dark algorithm', async () => {
    await startApp('/tags', { signedInAs: 'superadmin@demo.test' });
    const toggle = await screen.findByRole('button', { name: 'Dark mode' }, { timeout: 45_000 });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(localStorage.getItem('pm-admin:color-scheme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(themeFor('dark').algorithm).toBeDefined();
    expect(themeFor('light').algorithm).toBeUndefined();

    // A new visit keeps the choice; switching back is kept too.
    cleanup();
    await startApp('/tags', { signedInAs: 'superadmin@demo.test' });
    const again = await screen.findByRole('button', { name: 'Dark mode' }, { timeout: 45_000 });
    expect(again).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(again);
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
    expect(localStorage.getItem('pm-admin:color-scheme')).toBe('light');
  }, 120_000);
});
