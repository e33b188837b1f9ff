import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file under `folder` (none when it does not exist), its subfolders' too but for those whose
 * name `skips` (node_modules, build artefacts). The checks that read the tree (file size, import
 * graph, comments, docs) list files with it.
 */
export function filesUnder(
  folder: string,
  skips: (name: string) => boolean = () => false,
): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    // statSync follows links: the add-module check's copy links node_modules.
    if (!statSync(path).isDirectory()) return [path];
    return skips(name) ? [] : filesUnder(path, skips);
  });
}
