import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The sign-in card's secondary text and links meet WCAG AA on its white background (4.5:1), the
 * colour-contrast finding Lighthouse reported on /login (`npm run lighthouse`).
 */
function colourOf([file, selector]: readonly [string, string]): string {
  const css = readFileSync(file, 'utf8');
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const rule = new RegExp(`(^|[\\s,}])${escaped}\\s*(,[^{]*)?\\{([^}]*)\\}`, 'm').exec(css);
  const colour = rule && /(?:^|[;\s])color:\s*([^;]+);/.exec(rule[3]);
  if (!colour) throw new Error(`No colour for ${selector} in ${file}`);
  return colour[1].trim();
}

/** Composites `rgba()` or `#rrggbb` over white; returns [r, g, b] in 0..255. */
function onWhite(colour: string): number[] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((at) => parseInt(hex[1].slice(at, at + 2), 16));
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour);
  if (!rgba) throw new Error(`Unknown colour ${colour}`);
  const [r, g, b, a = 1] = rgba[1].split(',').map(Number);
  return [r, g, b].map((channel) => channel * a + 255 * (1 - a));
}

function luminance([r, g, b]: number[]): number {
  const [R, G, B] = [r, g, b].map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R + 0.7152 * G + 0.0722 * B;
}

const contrastOnWhite = (colour: string) => 1.05 / (luminance(onWhite(colour)) + 0.05);

describe('sign-in card colours (WCAG AA)', () => {
  it.each([
    ['src/styles.css', '.auth-site-name'],
    ['src/styles.css', '.auth-hint'],
    ['src/styles.css', '.auth-title'],
    ['src/styles.css', '.auth-card a:not(.ant-btn)'],
    ['src/ui/plain/PlainField.module.css', '.message'],
    ['src/ui/plain/PlainField.module.css', '.reveal'],
    ['src/ui/plain/PlainButton.module.css', '.link'],
  ] as const)('%s %s has at least 4.5:1 contrast on white', (file, selector) => {
    expect(contrastOnWhite(colourOf([file, selector]))).toBeGreaterThanOrEqual(4.5);
  });

  it("rejects antd's default secondary text colour (the finding)", () => {
    expect(contrastOnWhite('rgba(0, 0, 0, 0.45)')).toBeLessThan(4.5);
  });
});
