/**
 * What a language's catalogue misses and keeps for nothing, against every text the panel may show
 * (./keys.ts). Loaded through Vite, as the app loads the declarations (import.meta.glob).
 */
import { MENU_GROUPS } from '../../resources/types';
import { declarations } from '../../src/model/registry';
import { catalogueTexts, declarationKeys, readCatalogue, sourceKeys, type Found } from './keys';

interface CatalogueReport {
  /** Every text, with where it is first used. */
  texts: Map<string, string>;
  missing: Found[];
  stale: string[];
  clashes: string[];
}

export function catalogueReport(language: string): CatalogueReport {
  const texts = new Map<string, string>();
  const all = [
    ...sourceKeys(),
    ...declarationKeys(declarations),
    ...MENU_GROUPS.map((group) => ({ key: group, where: 'resources/types.ts' })),
  ];
  // A text with no letter (a tick size, "0.01") reads the same in every language.
  for (const { key, where } of all)
    if (/\p{L}/u.test(key) && !texts.has(key)) texts.set(key, where);
  const { merged, clashes } = readCatalogue(language);
  const known = catalogueTexts(merged);
  return {
    texts,
    missing: [...texts].filter(([key]) => !known.has(key)).map(([key, where]) => ({ key, where })),
    stale: [...known].filter((key) => !texts.has(key)),
    clashes,
  };
}
