/**
 * `npm run i18n [language] [--mark]`: what the catalogue of a language (es) misses, as JSON to
 * translate and add to one of src/i18n/<language>/*.json, and what it keeps for texts no longer
 * used. tests/unit/languages.test.ts fails while either list is not empty.
 *
 * `--mark` adds the missing texts, in English, to src/i18n/<language>/untranslated.json (as
 * `npm run new-module` does): the panel shows them in English until a translator moves each,
 * translated, to the catalogue file of its part; the command lists what is still marked.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { viteSources } from './bench-support.mjs';

const args = process.argv.slice(2);
const mark = args.includes('--mark');
const language = args.find((arg) => !arg.startsWith('--')) ?? 'es';
const UNTRANSLATED = resolve(import.meta.dirname, `../src/i18n/${language}/untranslated.json`);

const vite = await viteSources();
try {
  const { catalogueReport } = (await vite.ssrLoadModule(
    '/scripts/i18n/report.ts',
  )) as typeof import('./i18n/report');
  const report = catalogueReport(language);
  const marked: Record<string, string> = existsSync(UNTRANSLATED)
    ? JSON.parse(readFileSync(UNTRANSLATED, 'utf8'))
    : {};
  if (mark) {
    for (const { key } of report.missing) marked[key] = key;
    writeFileSync(UNTRANSLATED, `${JSON.stringify(marked, null, 2)}\n`);
  } else {
    const skeleton = Object.fromEntries(report.missing.map(({ key }) => [key, '']));
    console.log(JSON.stringify(skeleton, null, 2));
  }
  console.error(
    `${report.texts.size} texts; ${mark ? 0 : report.missing.length} missing in ${language}, ${Object.keys(marked).length} marked untranslated, ${report.stale.length} unused, ${report.clashes.length} translated twice differently`,
  );
  for (const key of Object.keys(marked)) console.error(`untranslated: ${key}`);
  for (const key of report.stale) console.error(`unused: ${key}`);
  for (const key of report.clashes) console.error(`clash: ${key}`);
} finally {
  await vite.close();
}
