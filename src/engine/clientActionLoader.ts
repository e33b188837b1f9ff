import type { ReactNode } from 'react';
import type { ClientActionLoader, ResourceDeclaration } from '../../resources/types';
import { t } from '../i18n/translator';

/** What a client action shows when it is done: a dialog of this kind, title and content. */
interface ClientActionResult {
  type: 'success' | 'info' | 'warning' | 'error';
  title: string;
  content: ReactNode;
}

/**
 * A client action (`run:` in a declaration's action): the default export of a file in the module's
 * actions/ folder. It runs in the browser (it may call other services, such as the Solana RPC) and
 * resolves with what to show; it rejects with an Error whose message the toast shows.
 */
export type ClientActionHandler = (context: {
  declaration: ResourceDeclaration;
  record: Record<string, unknown>;
}) => Promise<ClientActionResult>;

/** Loads the handler a declaration's `run` points at (its own chunk, on first use). */
export async function loadClientAction(run: ClientActionLoader): Promise<ClientActionHandler> {
  const handler = (await run()).default;
  if (typeof handler !== 'function') throw new Error(t('This action has no handler to run'));
  // The declaration types the result as unknown (it holds React nodes); the handler's file is typed
  // as a ClientActionHandler.
  return handler as ClientActionHandler;
}
