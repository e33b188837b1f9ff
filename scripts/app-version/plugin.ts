import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/** Where a build says which release it is: the site's root, beside index.html. */
const VERSION_FILE = 'version.json';

/**
 * Names each production build and writes that name twice: into the code (`__APP_VERSION__`) and
 * into `version.json` at the site's root. An open tab compares the two (src/api/deployment.ts):
 * a different name on the server means a new release is deployed, whose hashed chunks the tab's
 * old code cannot load, so it offers a reload before a page fails. `APP_VERSION` names the
 * release (a commit, a tag); by default each build gets a name of its own.
 */
export function appVersion(): Plugin {
  const version =
    process.env.APP_VERSION?.trim() ||
    `${new Date().toISOString().replace(/[-:]|\.\d+/g, '')}-${randomBytes(4).toString('hex')}`;
  return {
    name: 'app-version',
    apply: 'build',
    config: () => ({ define: { __APP_VERSION__: JSON.stringify(version) } }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: VERSION_FILE,
        source: `${JSON.stringify({ version })}\n`,
      });
    },
  };
}
