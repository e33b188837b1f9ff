/**
 * `npm run i18n [language]`: what the catalogue of a language (es) misses, as JSON to translate
 * and add to one of src/i18n/<language>/*.json, and what it keeps for texts no longer used.
 * tests/unit/languages.test.ts fails while either list is not empty.
 */
import { viteSources } from './bench-support.mjs';

const language = process.argv[2] ?? 'es';
const vite = await viteSources();
try {
  const { catalogueReport } = (await vite.ssrLoadModule(
    '/scripts/i18n/report.ts',
  )) as typeof import('./i18n/report');
  const report = catalogueReport(language);
  const skeleton = Object.fromEntries(report.missing.map(({ key }) => [key, '']));
  console.log(JSON.stringify(skeleton, null, 2));
  console.error(
    `${report.texts.size} texts; ${report.missing.length} missing in ${language}, ${report.stale.length} unused, ${report.clashes.length} translated twice differently`,
  );
  for (const key of report.stale) console.error(`unused: ${key}`);
  for (const key of report.clashes) console.error(`clash: ${key}`);
} finally {
  await vite.close();
}
