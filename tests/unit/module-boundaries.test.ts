import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run lint` holds module folders to their zones (eslint/module-boundaries.mjs): each case is
 * one import written in one place, and the rule must refuse it (or let it pass) with the reason.
 */
const ROOT = resolve(__dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The module-boundaries messages ESLint gives a file at `path` holding `code`. */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport { x };\n`, {
    filePath: resolve(ROOT, path),
  });
  return result.messages
    .filter((message) => message.ruleId === 'local/module-boundaries')
    .map((message) => message.message);
}

describe('module folders under lint', () => {
  it.each([
    [
      "another module's domain file, not its index",
      'resources/markets/index.ts',
      "import { MARKET_STATES as x } from '../events/domain';",
      'through its index (resources/events)',
    ],
    [
      "another module's demo file, not its demo index",
      'resources/markets/demo/rules.ts',
      "import { allMarkets as x } from '../../events/demo/markets';",
      'its demo index (resources/events/demo)',
    ],
    [
      'its own demo part, from a declaration (production would carry it)',
      'resources/markets/index.ts',
      "import x from './demo/rules';",
      'never imports demo code',
    ],
    [
      "another module's screen, named by a declaration",
      'resources/markets/index.ts',
      "const x = () => import('../events/pages/EventHistory');",
      'names its own screens only',
    ],
    [
      'a screen, imported eagerly by its declaration',
      'resources/markets/index.ts',
      "import x from './pages/MarketOverview';",
      'names its own screens only',
    ],
    [
      'the demo API, from a screen',
      'resources/markets/pages/MarketOverview.tsx',
      "import { createSeed as x } from '../../../src/demo/seed';",
      'never imports the demo API',
    ],
    [
      'the engine, from a demo part',
      'resources/markets/demo/rules.ts',
      "import { formatMoney as x } from '../../../src/engine/fields/format';",
      'uses only the model, src/lib and the demo kernel',
    ],
    [
      'a module, from the demo kernel',
      'src/demo/store.ts',
      "import { allMarkets as x } from '../../resources/events/demo';",
      'knows no module',
    ],
    [
      "a module's domain file, from the app",
      'src/engine/pages/ResourceList.tsx',
      "import { MARKET_STATES as x } from '../../../resources/events/domain';",
      'through its index (resources/events)',
    ],
  ])('refuses %s', async (_case, path, code, reason) => {
    const errors = await boundaryErrors(path, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(reason);
  });

  it.each([
    [
      'another module through its index',
      'resources/markets/index.ts',
      "import x from '../events';",
    ],
    [
      "another module's demo index, from a demo part",
      'resources/markets/demo/rules.ts',
      "import { allMarkets as x } from '../../events/demo';",
    ],
    [
      'its own screen by a lazy import()',
      'resources/markets/index.ts',
      "const x = () => import('./pages/MarketOverview');",
    ],
    [
      'the engine, from a screen',
      'resources/markets/pages/MarketOverview.tsx',
      "import { RecordActions as x } from '../../../src/engine/actions';",
    ],
    [
      'the demo kernel, from a demo part',
      'resources/markets/demo/rules.ts',
      "import type { CollectionRules as x } from '../../../src/demo/rules';",
    ],
  ])('lets pass %s', async (_case, path, code) => {
    expect(await boundaryErrors(path, code)).toEqual([]);
  });
});
