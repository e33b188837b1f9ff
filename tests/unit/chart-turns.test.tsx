import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useDrawTurn } from '../../src/ui/charts/drawTurns';

/** Stands for a chart: "built" in a child's effect once its turn comes, as react-chartjs-2 does. */
function Built({ name, log }: { name: string; log: string[] }) {
  useEffect(() => void log.push(name), [name, log]);
  return null;
}
function FakeChart({ name, log }: { name: string; log: string[] }) {
  const turn = useDrawTurn(true);
  return turn ? <Built name={name} log={log} /> : null;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  // The last turn ends in a timer task: run it, as a browser would, before the next test.
  act(() => vi.runAllTimers());
  vi.useRealTimers();
});

/** Runs the next timer task (one macrotask) and lets React commit what it scheduled. */
const nextTask = () => act(() => vi.advanceTimersToNextTimer());

describe('charts are built one per task', () => {
  it('builds a page of charts in mount order, each in a task of its own', async () => {
    const log: string[] = [];
    render(
      <>
        <FakeChart name="volume" log={log} />
        <FakeChart name="sign-ups" log={log} />
        <FakeChart name="fees" log={log} />
      </>,
    );
    expect(log).toEqual([]);
    await nextTask();
    expect(log).toEqual(['volume']);
    await nextTask();
    expect(log).toEqual(['volume', 'sign-ups']);
    await nextTask();
    expect(log).toEqual(['volume', 'sign-ups', 'fees']);
  });

  it('passes the turn on when a chart leaves before or during its turn', async () => {
    const log: string[] = [];
    const view = render(
      <>
        <FakeChart key="a" name="a" log={log} />
        <FakeChart key="b" name="b" log={log} />
      </>,
    );
    // "a" leaves while waiting: "b" is next.
    view.rerender(<FakeChart key="b" name="b" log={log} />);
    await nextTask();
    expect(log).toEqual(['b']);
    // A chart added later still gets its turn (the queue is not stuck).
    view.rerender(
      <>
        <FakeChart key="b" name="b" log={log} />
        <FakeChart key="c" name="c" log={log} />
      </>,
    );
    await nextTask();
    await nextTask();
    expect(log).toEqual(['b', 'c']);
  });
});
