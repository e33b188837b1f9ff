/**
 * `npm run contract -- --api <url> --email <e> --password <p> [--restricted-email <e>]
 * [--restricted-password <p>]`: checks a live backend against docs/openapi.json (scripts/contract/
 * run.ts says what), one line a check, and exits 1 when any fails. The restricted password defaults
 * to --password. Changes no data but for refused requests, sign-ins and sign-outs.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runContract } from './contract/run';

const { values } = parseArgs({
  options: {
    api: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    'restricted-email': { type: 'string' },
    'restricted-password': { type: 'string' },
    document: { type: 'string', default: resolve(import.meta.dirname, '../docs/openapi.json') },
  },
});
if (!values.api || !values.email || !values.password) {
  console.error(
    'Usage: npm run contract -- --api <url> --email <e> --password <p> [--restricted-email <e>] [--restricted-password <p>]',
  );
  process.exit(2);
}
const result = await runContract({
  api: values.api,
  email: values.email,
  password: values.password,
  restrictedEmail: values['restricted-email'],
  restrictedPassword: values['restricted-password'],
  document: JSON.parse(readFileSync(values.document!, 'utf8')),
});
process.exit(result.failed ? 1 : 0);
