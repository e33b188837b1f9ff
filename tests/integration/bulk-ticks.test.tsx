import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import withdrawals from '../../resources/withdrawals';
import ResourceList from '../../src/engine/pages/ResourceList';
import { listLink } from '../../src/model/listLink';
import { listenDemoApi, resetApp, server, startApp, UI_WAIT_MS } from './harness';

/**
 * Ticking rows for a batch draws the ticked rows' boxes, their rows' marking and the batch bar,
 * not the table: every cell drawn again made a tick take 200 ms and more on a slow CPU
 * (scripts/bench-triage.mjs). The list's Amount cells count their drawings.
 */
beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

describe('ticking withdrawals for a batch', () => {
  it('draws no cell of the table again: a box, x, the page’s box, Clear', async () => {
    let drawn = 0;
    const cells = {
      amount: (value: unknown) => {
        drawn += 1;
        return String(value);
      },
    };
    const user = userEvent.setup({ delay: null });
    await startApp(listLink('/ticks', 'status=pending'), {
      signedInAs: 'finance@demo.test',
      extraRoutes: [
        { path: '/ticks', element: <ResourceList declaration={withdrawals} cells={cells} /> },
      ],
    });
    const boxes = await waitFor(
      () => {
        const found = screen
          .getAllByRole('checkbox', { name: /^Select (?!all )/ })
          .filter((box) => !(box as HTMLInputElement).disabled);
        expect(found.length).toBeGreaterThanOrEqual(3);
        return found;
      },
      { timeout: UI_WAIT_MS },
    );
    const rowOf = (box: HTMLElement) => box.closest<HTMLElement>('tr')!;
    const picked = () => [...document.querySelectorAll<HTMLElement>('tbody tr[data-picked]')];
    const settled = drawn;
    expect(settled).toBeGreaterThanOrEqual(boxes.length);

    await user.click(boxes[0]);
    await waitFor(() =>
      expect(screen.getByTestId('bulk-count')).toHaveTextContent('1 withdrawal selected'),
    );
    expect(drawn).toBe(settled);
    expect(picked()).toEqual([rowOf(boxes[0])]);

    rowOf(boxes[2]).focus();
    await user.keyboard('x');
    await waitFor(() => expect(boxes[2]).toBeChecked());
    expect(boxes[1]).not.toBeChecked();
    expect(picked()).toEqual([rowOf(boxes[0]), rowOf(boxes[2])]);

    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await waitFor(() => expect(picked()).toHaveLength(boxes.length));
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(picked()).toHaveLength(0));
    expect(boxes.some((box) => (box as HTMLInputElement).checked)).toBe(false);
    expect(drawn).toBe(settled);
  }, 90_000);
});
