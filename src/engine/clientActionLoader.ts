import type { ReactNode } from 'react';
import type { ResourceDeclaration } from '../../resources/types';

/** What a client action shows when it is done: a dialog of this kind, title and content. */
export interface ClientActionResult {
  type: 'success' | 'info' | 'warning' | 'error';
  title: string;
  content: ReactNode;
}

/**
 * A client action (`run:` in a declaration's action): the default export of
 * `src/clientActions/<name>.tsx`. It runs in the browser (it may call other services, such as the Solana
 * RPC) and resolves with what to show; it rejects with an Error whose message the toast shows.
 */
export type ClientActionHandler = (context: {
  declaration: ResourceDeclaration;
  record: Record<string, unknown>;
}) => Promise<ClientActionResult>;

/** Found by file name like hand-made pages; each loads on first use, in its own chunk. */
const files = import.meta.glob<{ default: ClientActionHandler }>(['../clientActions/*.tsx']);

const fileOf = (name: string) => `../clientActions/${name}.tsx`;

/** Names of the handlers present (a test checks every declared `run` has its file). */
export const clientActionNames: readonly string[] = Object.keys(files).map((file) =>
  file.replace(/^\.\.\/clientActions\//, '').replace(/\.tsx$/, ''),
);

export async function loadClientAction(name: string): Promise<ClientActionHandler> {
  const load = files[fileOf(name)];
  if (!load)
    throw new Error(`No client action "${name}" in src/clientActions (named by a declaration)`);
  return (await load()).default;
}
