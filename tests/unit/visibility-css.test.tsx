import { afterEach, describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { visibilityRules } from '../support/visibility-css';

/** tests/setup.ts trims every stylesheet to what decides visibility; here, what it keeps. */
const SHEET = `
  .shown { color: red; margin: 4px }
  .closed { color: blue; display: none }
  .muted { opacity: 0; padding: 2px }
  .inert { pointer-events: none !important; cursor: default }
  @media (min-width: 1px) { .narrow { visibility: hidden; width: 10px } .plain { color: green } }
  @keyframes spin { from { transform: rotate(0) } to { transform: rotate(360deg) } }
`;

function sheetOf(text: string): CSSStyleSheet {
  const style = document.createElement('style');
  style.dataset.test = '';
  style.textContent = text;
  document.head.append(style);
  return style.sheet!;
}

/** What jsdom parsed and matches elements against. */
function rulesOf(style: HTMLStyleElement): string {
  return Array.from(style.sheet!.cssRules, (rule) => rule.cssText).join(' ');
}

/**
 * A part of the page of this test's own: the files of a worker share one document, and others'
 * modules keep elements in <body> (a toast's holder) that must outlive this file.
 */
function bodyPart(html: string): HTMLElement {
  const part = document.createElement('div');
  part.dataset.test = '';
  part.innerHTML = html;
  document.body.append(part);
  return part;
}

afterEach(() => {
  document.querySelectorAll('[data-test]').forEach((element) => element.remove());
});

describe('stylesheets in jsdom keep only what shows, hides or blocks an element', () => {
  it('keeps display, visibility, opacity and pointer-events (and !important), drops the rest', () => {
    const kept = visibilityRules(sheetOf(SHEET).cssRules);
    expect(kept).toContain('.closed{display:none}');
    expect(kept).toContain('.muted{opacity:0}');
    expect(kept).toContain('.inert{pointer-events:none !important}');
    expect(kept).toMatch(/@media \(min-width: 1px\)\{\.narrow\{visibility:hidden\}\}/);
    expect(kept).not.toMatch(/color|margin|padding|cursor|10px|spin|transform|\.shown|\.plain/);
  });

  it('trims a sheet added to the page, and an element it hides stays hidden from role queries', async () => {
    const style = document.createElement('style');
    style.dataset.test = '';
    style.textContent = SHEET;
    document.head.append(style);
    const part = bodyPart(
      `<div class="closed"><button>Hidden</button></div><button class="shown">Shown</button>`,
    );
    expect(rulesOf(style)).not.toContain('color');
    expect(getComputedStyle(part.querySelector('.closed')!).display).toBe('none');
    expect(within(part).queryByRole('button', { name: 'Hidden' })).toBeNull();
    expect(within(part).getByRole('button', { name: 'Shown' })).toBeTruthy();
  });

  it('reads back the text written, as antd compares it before writing a style again', () => {
    const style = document.createElement('style');
    style.dataset.test = '';
    style.innerHTML = SHEET;
    document.head.append(style);
    expect(style.innerHTML).toBe(SHEET);
    expect(style.textContent).toBe(SHEET);
    expect(rulesOf(style)).toMatch(/^\.closed \{ display: none; \}/);
    expect(rulesOf(style)).not.toMatch(/color|margin/);
  });

  it('trims a style filled another way once it changes (the MutationObserver)', async () => {
    const style = document.createElement('style');
    style.dataset.test = '';
    document.head.append(style);
    style.append(document.createTextNode('.gone { display: none; color: red }'));
    await Promise.resolve(); // the setup's MutationObserver runs as a microtask
    expect(rulesOf(style)).toBe('.gone { display: none; }');
    const part = bodyPart('<style>.also { opacity: 0; margin: 1px }</style>');
    await Promise.resolve();
    expect(rulesOf(part.querySelector('style')!)).toBe('.also { opacity: 0; }');
  });
});
