import { afterEach, describe, expect, it } from 'vitest';
import { Suspense, useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { preloadable } from '../../src/ui/preloadable';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
}

const view = (Component: React.ComponentType<{ label: string }>) => (
  <Suspense fallback={<p>loading</p>}>
    <Component label="clicks" />
  </Suspense>
);

describe('preloadable', () => {
  afterEach(cleanup);

  it('renders a preloaded component at once, with no fallback in between', async () => {
    const page = preloadable(async () => ({ default: Counter }));
    await page.load();
    render(view(page.Component));
    // Synchronously after render: a React.lazy component would still show its fallback here.
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('button').textContent).toBe('clicks 0');
  });

  it('suspends while the code is on its way, then keeps its state across later renders', async () => {
    let arrive!: () => void;
    const page = preloadable(
      () =>
        new Promise<{ default: typeof Counter }>(
          (done) => (arrive = () => done({ default: Counter })),
        ),
    );
    const { rerender } = render(view(page.Component));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive());
    fireEvent.click(await screen.findByRole('button'));
    // The module is loaded now: a re-render renders it directly, and the count must survive.
    rerender(view(page.Component));
    expect(screen.getByRole('button').textContent).toBe('clicks 1');
  });

  it('downloads once however often it is asked, and may try again after a failure', async () => {
    let calls = 0;
    const page = preloadable(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { default: Counter };
    });
    await expect(page.load()).rejects.toThrow('offline');
    await Promise.all([page.load(), page.load()]);
    expect(calls).toBe(2);
  });
});
