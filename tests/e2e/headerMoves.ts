import type { Page } from 'playwright-core';

/**
 * Records, from the page's first frame, each move of a header button once drawn (its left edge,
 * by its name): a button that moves under a resting pointer or a reaching finger is missed, or
 * the one that took its place is pressed. Call before the page loads; read with `headerMoves`.
 */
export async function watchHeaderMoves(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const placed = new Map<string, number>();
    const moves: string[] = [];
    (window as unknown as { __headerMoves: string[] }).__headerMoves = moves;
    const frame = () => {
      for (const button of document.querySelectorAll('.app-header button')) {
        const name = button.getAttribute('aria-label') ?? button.textContent ?? '';
        const left = Math.round(button.getBoundingClientRect().left);
        const before = placed.get(name);
        if (before !== undefined && before !== left) moves.push(`${name}: ${before} → ${left}`);
        placed.set(name, left);
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** The moves `watchHeaderMoves` has seen so far, as "name: from → to". */
export function headerMoves(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __headerMoves: string[] }).__headerMoves);
}
