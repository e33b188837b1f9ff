import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, openPage, productionApp, openSignedIn } from './browser';

const app = browserSuite(productionApp());

/** Elements antd draws on a list page and the properties its styles set on them. */
const SAMPLES = [
  '.ant-menu-item-selected',
  '.ant-menu-submenu-title',
  '.ant-layout-header',
  '.ant-breadcrumb',
  '.ant-btn-primary',
  '.ant-btn-default',
  '.ant-input-affix-wrapper',
  '.ant-select-selector',
  '.ant-table-thead th',
  '.ant-table-tbody td',
  '.ant-tag',
  '.ant-pagination-item-active',
  '.ant-card',
];
const PROPERTIES = [
  'color',
  'background-color',
  'border-top-color',
  'border-top-width',
  'border-radius',
  'padding',
  'font-size',
  'font-weight',
  'line-height',
  'display',
];
/** Elements whose height antd sets (a control's), rather than their content. */
const FIXED_HEIGHT = [
  '.ant-layout-header',
  '.ant-btn-primary',
  '.ant-btn-default',
  '.ant-input-affix-wrapper',
  '.ant-select-selector',
  '.ant-pagination-item-active',
];

async function drawnStyles(page: Page): Promise<Record<string, Record<string, string>>> {
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  // The menu marks the open group as selected one step after its item.
  await page.locator('.ant-menu-submenu-selected').first().waitFor();
  // Nothing hovered (the pointer rests where "Sign in" was, over the sidebar), no transition running.
  await page.mouse.move(700, 2);
  return page.evaluate(
    async ({ samples, properties, fixedHeight }) => {
      const ending = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      await Promise.all(ending.map((animation) => animation.finished));
      const drawn: Record<string, Record<string, string>> = {};
      for (const selector of samples) {
        const element = document.querySelector(selector);
        if (!element) continue;
        const style = getComputedStyle(element);
        drawn[selector] = Object.fromEntries(
          [...properties, ...(fixedHeight.includes(selector) ? ['height'] : [])].map((property) => [
            property,
            style.getPropertyValue(property),
          ]),
        );
      }
      return drawn;
    },
    { samples: SAMPLES, properties: PROPERTIES, fixedHeight: FIXED_HEIGHT },
  );
}

/** Signs in, opens /user-list and reports what antd drew and how. */
async function visit(scheme: 'light' | 'dark', prebuilt: boolean) {
  const { context, page, errors } = await openPage(app.browser);
  await context.addInitScript((value) => {
    localStorage.setItem('pm-admin:color-scheme', value);
  }, scheme);
  // Without the prebuilt stylesheet (its download fails), antd generates every style at run time.
  if (!prebuilt) await context.route(/\/assets\/antd-(light|dark)-[^/]*\.css$/, (r) => r.abort());
  await openSignedIn(page, app.url, 'superadmin@demo.test', '/user-list');
  const styles = await drawnStyles(page);
  const found = await page.evaluate(() => ({
    links: [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((link) =>
      new URL(link.href).pathname.replace(/-[\w-]{8}\.css$/, '.css'),
    ),
    injected: document.querySelectorAll('style[data-css-hash]').length,
  }));
  await context.close();
  return { styles, errors, ...found };
}

describe("antd's prebuilt stylesheet (production build)", () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`${scheme}: antd draws from the prebuilt file, exactly as it draws its own styles`, async () => {
      const prebuilt = await visit(scheme, true);
      const generated = await visit(scheme, false);
      // The scheme's file is linked ahead of the app's own stylesheets (the app wins ties): the
      // shared one and those of the plain controls drawn so far (src/ui/plain/*.module.css).
      expect(prebuilt.links[0]).toBe(`/assets/antd-${scheme}.css`);
      expect(prebuilt.links.slice(1)).toContain('/assets/index.css');
      expect(prebuilt.links.slice(1).filter((link) => link.includes('antd'))).toEqual([]);
      // With the file, antd injects next to nothing; without it, one style per component.
      expect(prebuilt.injected).toBeLessThanOrEqual(3);
      expect(generated.injected).toBeGreaterThan(20);
      expect(Object.keys(prebuilt.styles).length).toBeGreaterThanOrEqual(SAMPLES.length - 2);
      const differences = Object.entries(generated.styles).flatMap(([selector, style]) =>
        Object.entries(style)
          .filter(([property, value]) => prebuilt.styles[selector]?.[property] !== value)
          .map(
            ([property, value]) =>
              `${selector} ${property}: ${prebuilt.styles[selector]?.[property]} (prebuilt) vs ${value}`,
          ),
      );
      expect(differences, differences.join('; ')).toEqual([]);
      expect(prebuilt.errors).toEqual([]);
    });
  }
});
