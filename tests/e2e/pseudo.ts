import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { PSEUDO_LANGUAGE } from '../../src/model/languages';
import { DEMO_PASSWORD, openPage } from './browser';
import { settle } from './routes';

/**
 * The pseudo language's check (languages.e2e.test.ts, route-walk.e2e.test.ts): every text the
 * panel writes comes out accented and bracketed (⟦Šàṽé⟧), so plain English left on a screen is a
 * text that skipped the translator. A record's own data (whatever the API answered) is no text of
 * the panel and may stay as it is; so may an element that names its own language (`lang`, a
 * language's name in itself) or is marked `translate="no"`.
 */
const LANGUAGE_KEY = 'pm-admin:language';

/**
 * Words that stay as they are in every language: units, symbols and acronyms of the trade, and a
 * date input's format tokens (its placeholder shows the format: the language sets their order).
 * Nothing else may be listed here.
 */
const UNIVERSAL = new Set([
  'USDC',
  'SOL',
  'bps',
  'UTC',
  'IP',
  'URL',
  'CSV',
  'KPI',
  'CMS',
  'FA',
  'Ctrl',
  'YYYY',
  'MM',
  'DD',
  'HH',
  'mm',
  'ss',
]);

/**
 * antd's own labels that its locale data does not cover: an icon's name (\`aria-label="mail"\` on
 * its <span role="img">), a range picker's "to", a number input's step buttons, a segmented
 * control, a dialog's close button (rc-dialog's "Close"; the × inside it is translated). They are
 * antd's, not the panel's texts.
 */
const ANTD_OWN =
  '.anticon, .ant-picker-separator, .ant-input-number-handler, .ant-segmented, .ant-modal-close';

/**
 * Every string the API answered (records, names, messages of the trail), to tell data from text.
 * Playwright reports an answer on its own schedule, which may come after the page has drawn it; so
 * each page's reading of the texts also lists the answers it had received by then, and `read`
 * waits for exactly those (counted per address) before the texts are judged.
 */
interface Data {
  strings: Set<string>;
  /** Resolves once every one of `answers` (addresses, one per answer) has been read here. */
  read: (page: Page, answers: string[]) => Promise<void>;
}

function watchData(context: BrowserContext): Data {
  const strings = new Set<string>();
  const readByPage = new Map<Page, Map<string, number>>();
  const waiting = new Set<() => void>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') {
      if (/[A-Za-z]{2,}/.test(value)) strings.add(value.trim());
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  context.on('response', (response: Response) => {
    const page = response.frame().page();
    const isJson = (response.headers()['content-type'] ?? '').includes('json');
    const body = isJson ? response.json().then(collect, () => undefined) : Promise.resolve();
    void body.then(() => {
      const read = readByPage.get(page) ?? new Map<string, number>();
      readByPage.set(page, read.set(response.url(), (read.get(response.url()) ?? 0) + 1));
      for (const check of waiting) check();
    });
  });
  const read = (page: Page, answers: string[]) => {
    const needed = new Map<string, number>();
    for (const url of answers) needed.set(url, (needed.get(url) ?? 0) + 1);
    return new Promise<void>((resolve, reject) => {
      const check = () => {
        const done = readByPage.get(page);
        if ([...needed].every(([url, count]) => (done?.get(url) ?? 0) >= count)) {
          waiting.delete(check);
          clearTimeout(timer);
          resolve();
        }
      };
      // Not a wait for time: a failure, should Playwright never report one of the answers.
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(new Error(`answers the page received were never reported: ${[...needed.keys()]}`));
      }, 10_000);
      waiting.add(check);
      check();
    });
  };
  return { strings, read };
}

/** The visible texts of the page, and its labels a screen reader reads, with where they are. */
function shownTexts(page: Page) {
  return page.evaluate((antdLabels) => {
    const found: { text: string; where: string }[] = [];
    const exempt = (element: Element) =>
      // A <time> is written by Intl in the admin's language ("hace 5 minutos"), not catalogued.
      Boolean(element.closest('[lang]:not(html), [translate="no"], time, script, style, noscript'));
    const antdOwn = (element: Element) => element.matches(antdLabels);
    const seen = (element: Element) =>
      element.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true });
    const where = (element: Element) =>
      [element.tagName.toLowerCase(), element.className && String(element.className).split(' ')[0]]
        .filter(Boolean)
        .join('.');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      if (text && element && !exempt(element) && seen(element))
        found.push({ text, where: where(element) });
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const text = element.getAttribute(name)?.trim();
        if (name === 'aria-label' && antdOwn(element)) continue;
        if (text && !exempt(element) && (name === 'aria-label' || seen(element)))
          found.push({ text, where: `${where(element)}[${name}]` });
      }
    found.push({ text: document.title, where: 'title' });
    // The API's answers this page has received in full, as the texts above were read.
    const answers = performance
      .getEntriesByType('resource')
      .filter((entry) =>
        ['fetch', 'xmlhttprequest'].includes((entry as PerformanceResourceTiming).initiatorType),
      )
      .map((entry) => entry.name);
    return { found, answers };
  }, ANTD_OWN);
}

/** What of `text` is plain English: not translated (bracketed), not data, not a universal word. */
function english(text: string, data: Set<string>, dataByLength: string[]): string[] {
  let rest = text;
  // A translation may hold another (a label inside a message): brackets from the inside out.
  while (/⟦[^⟦⟧]*⟧/.test(rest)) rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  if (!/[A-Za-z]{2,}/.test(rest) || data.has(rest.trim())) return [];
  for (const value of dataByLength) if (rest.includes(value)) rest = rest.split(value).join(' ');
  return (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !UNIVERSAL.has(word));
}

/** Texts of the page shown at `path` that are plain English: one line each, with where. */
export async function untranslated(
  page: Page,
  path: string,
  { strings, read }: Data,
): Promise<string[]> {
  const { found, answers } = await shownTexts(page);
  await read(page, answers);
  const dataByLength = [...strings].sort((a, b) => b.length - a.length);
  const problems: string[] = [];
  for (const { text, where } of found) {
    const words = english(text, strings, dataByLength);
    if (words.length) problems.push(`${path} ${where}: "${text.slice(0, 120)}"`);
  }
  return [...new Set(problems)];
}

/** A page (its own context) whose panel speaks the pseudo language, with the API's data watched. */
export async function pseudoPage(browser: Browser) {
  const opened = await openPage(browser);
  await opened.context.addInitScript(
    ([key, language]) => {
      // The panel's own document only: a preview's sandboxed frame has no storage to write.
      if (window !== window.top) return;
      localStorage.setItem(key, language);
      // Every answer stays listed (the browser keeps 250 by default): `shownTexts` reads them.
      performance.setResourceTimingBufferSize(100_000);
    },
    [LANGUAGE_KEY, PSEUDO_LANGUAGE] as const,
  );
  return { ...opened, data: watchData(opened.context) };
}

/** Signs in through the pseudo-language form (its labels are pseudo: found by their inputs). */
export async function signInPseudo(page: Page, url: string, email: string) {
  await page.goto(`${url}/login`);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await settle(page, '/dashboard');
}
