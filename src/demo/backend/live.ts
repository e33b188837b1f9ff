import type { ResourceDeclaration } from '../../../resources/types';
import { requestNeed } from '../../model/apiRules';
import { ACCOUNT_CHANNEL, LIVE_RESET_EVENT, type LiveMessage } from '../../model/contract';
import { declarations } from '../../model/registry';
import { collectionRules } from '../rules';
import { newToken, rowVersion, type DemoStore, type Row, type StoreChange } from '../store';
import type { Permit } from './access';

/** How many batches a reconnection can catch up on; older gaps answer a reset. */
const REPLAY_BATCHES = 500;
/** A comment this often keeps proxies from closing a quiet stream, and ends a finished session's. */
const LIVE_KEEPALIVE_MS = 15_000;
/** How long a client waits before reconnecting after the stream ends (its backoff starts here). */
const RETRY_MS = 1_000;

/** Rows of one collection changed the same way by one request (or one simulator step). */
interface Batch {
  seq: number;
  collection: string;
  type: StoreChange['type'];
  rows: Row[];
  date: string;
}

/** A resource whose channel a collection's changes reach, and which of its rows they are. */
interface Target {
  declaration: ResourceDeclaration;
  ids: (row: Row) => string[];
  /** Rows of the resource itself (not of a view), whose versions the message carries. */
  own: boolean;
  /** The module each row belongs to, when rows have one of their own (a pending change). */
  rowModule?: (row: Row) => string;
}

/** Which channels each stored collection's changes reach (views through their `liveFrom`). */
function targetsByCollection(): Map<string, Target[]> {
  const targets = new Map<string, Target[]>();
  const add = (collection: string, target: Target) =>
    targets.set(collection, [...(targets.get(collection) ?? []), target]);
  for (const declaration of declarations) {
    if (declaration.pageOnly) continue;
    const rules = collectionRules(declaration.name);
    if (rules.report) continue;
    // A view over its own collection (withdrawals with names joined) or over its source's rows.
    const sources = rules.liveFrom ?? {
      collection: rules.source ?? declaration.name,
      rowModule: rules.rowModule,
    };
    for (const from of Array.isArray(sources) ? sources : [sources])
      add(from.collection, {
        declaration,
        ids: from.ids ?? ((row) => [row._id]),
        own: from.collection === declaration.name && !from.ids,
        rowModule: from.rowModule,
      });
  }
  return targets;
}

/** Who a stream is for: the session it was opened with, read again at each message. */
type SessionByToken = (token: string) => Row | undefined;

interface Listener {
  token: string;
  /** What the admin's rights were when it was last told (rightsOf): a change is told once. */
  rights: string;
  /** Messages are written in feed order: each waits for the previous one's access check. */
  queue: Promise<void>;
  write: (text: string) => void;
  close: () => void;
}

const encoder = new TextEncoder();

/** What an admin may do hangs on these: a change to any of them is a change of its rights. */
function rightsOf(admin: Row | undefined): string {
  return JSON.stringify([admin?.role, admin?.restriction, admin?.status]);
}

function sse(message: LiveMessage, id: string): string {
  return `id: ${id}\ndata: ${JSON.stringify(message)}\n\n`;
}

/**
 * The live feed: every row the store writes, published as Server-Sent Events to each signed-in
 * admin who may view the resource it belongs to (its access module, `view`), for a resource
 * owned per admin (notifications) only the admin's own rows, and for rows of a module of their own
 * (pending changes) only those of modules the admin may view. Rows written together are one
 * message; a reconnection that names the last message it had (Last-Event-ID) gets what it missed,
 * or a reset when that is too far back. Messages name rows, never carry them: what an admin reads
 * of a row still goes through the API's own checks.
 */
export function createLiveFeed(store: DemoStore, sessionByToken: SessionByToken, permit: Permit) {
  /** Ids from an earlier server (or an earlier demo store) are not this feed's. */
  const instance = newToken().slice(0, 12);
  const targets = targetsByCollection();
  const batches: Batch[] = [];
  let seq = 0;
  let pending: StoreChange[] = [];
  const listeners = new Set<Listener>();
  let keepalive: ReturnType<typeof setInterval> | undefined;

  store.onChange((change) => {
    // A session that ends (signed out, ended by its owner or a superadmin, expired, its admin
    // disabled) ends its stream at once, not at the next message or keepalive.
    if (change.collection === 'sessions' && change.type === 'deleted')
      for (const listener of listeners) if (listener.token === change.row.token) listener.close();
    if (!targets.has(change.collection)) return;
    if (!pending.length) queueMicrotask(flush);
    pending.push(change);
  });

  /** Groups what was written in one turn (a list action on 500 orders is one message). */
  function flush(): void {
    const changes = pending;
    pending = [];
    const groups = new Map<string, Batch>();
    const date = new Date(store.now()).toISOString();
    for (const change of changes) {
      const key = `${change.collection}\u0000${change.type}`;
      let batch = groups.get(key);
      if (!batch) {
        batch = { seq: 0, collection: change.collection, type: change.type, rows: [], date };
        groups.set(key, batch);
      }
      batch.rows.push(change.row);
    }
    for (const batch of groups.values()) {
      batch.seq = ++seq;
      batches.push(batch);
      if (batches.length > REPLAY_BATCHES) batches.shift();
      for (const listener of listeners) deliver(listener, batch);
    }
  }

  /** The messages of a batch that an admin may have, one per channel it reaches. */
  async function messagesFor(admin: Row, batch: Batch): Promise<LiveMessage[]> {
    const messages: LiveMessage[] = [];
    for (const target of targets.get(batch.collection) ?? []) {
      const { declaration } = target;
      const { module, need } = requestNeed(declaration, 'GET');
      if (await permit(admin, module, need)) continue;
      const owner = declaration.ownedBy;
      const owned = owner ? batch.rows.filter((row) => row[owner] === admin._id) : batch.rows;
      const rows = await viewable(admin, owned, target.rowModule);
      const ids = [...new Set(rows.flatMap(target.ids))];
      if (!ids.length) continue;
      messages.push({
        channel: `resources/${declaration.name}`,
        type: batch.type,
        payload: target.own
          ? { ids, versions: Object.fromEntries(rows.map((row) => [row._id, rowVersion(row)])) }
          : { ids },
        date: batch.date,
      });
    }
    return messages;
  }

  /** The rows of modules of their own that the admin may view (each module asked once). */
  async function viewable(admin: Row, rows: Row[], rowModule: Target['rowModule']) {
    if (!rowModule) return rows;
    const modules = new Map<string, boolean>();
    for (const module of new Set(rows.map(rowModule)))
      modules.set(module, !(await permit(admin, module, 'view')));
    return rows.filter((row) => modules.get(rowModule(row)));
  }

  function deliver(listener: Listener, batch: Batch): void {
    listener.queue = listener.queue.then(async () => {
      const admin = sessionByToken(listener.token);
      // A session that ended (signed out, disabled) ends its stream; the client's next call says why.
      if (!admin) return listener.close();
      // Its own rights changed (by another admin, or through a renamed module): told first, on
      // its account's channel, whatever modules it may view, so that its screens follow at once.
      const rights = rightsOf(admin);
      if (rights !== listener.rights) {
        listener.rights = rights;
        const by = store.find('admins', String(admin.updatedBy ?? ''))?.name;
        listener.write(
          sse(
            {
              channel: ACCOUNT_CHANNEL,
              type: 'updated',
              payload: { ids: [admin._id], ...(typeof by === 'string' && { by }) },
              date: batch.date,
            },
            `${instance}.${batch.seq}`,
          ),
        );
      }
      for (const message of await messagesFor(admin, batch))
        listener.write(sse(message, `${instance}.${batch.seq}`));
    });
  }

  function startKeepalive(): void {
    if (keepalive) return;
    keepalive = setInterval(() => {
      for (const listener of listeners) {
        if (sessionByToken(listener.token)) listener.write(': keepalive\n\n');
        else listener.close();
      }
    }, LIVE_KEEPALIVE_MS);
    // A server in a test stops by itself: the timer alone keeps no process alive.
    (keepalive as { unref?: () => void }).unref?.();
  }

  function stopKeepalive(): void {
    if (listeners.size || !keepalive) return;
    clearInterval(keepalive);
    keepalive = undefined;
  }

  /** Where a reconnection's Last-Event-ID leaves it: the batches after it, or a reset. */
  function catchUp(lastEventId: string | null): Batch[] | 'reset' {
    if (!lastEventId) return [];
    const [from, position] = lastEventId.split('.');
    const last = Number(position);
    if (from !== instance || !Number.isInteger(last) || last > seq) return 'reset';
    const oldest = batches[0]?.seq ?? seq + 1;
    if (last < oldest - 1) return 'reset';
    return batches.filter((batch) => batch.seq > last);
  }

  /** GET /api/admin/live for a signed-in admin's token. */
  function stream(token: string, lastEventId: string | null): Response {
    let listener: Listener | undefined;
    // Closed by the server (session ended) or by the client (tab closed): messages still queued
    // for it then go nowhere, rather than into a closed stream.
    let open = true;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        listener = {
          token,
          rights: rightsOf(sessionByToken(token)),
          queue: Promise.resolve(),
          write: (text) => {
            if (open) controller.enqueue(encoder.encode(text));
          },
          close: () => {
            if (!open) return;
            open = false;
            listeners.delete(listener!);
            stopKeepalive();
            controller.close();
          },
        };
        listeners.add(listener);
        startKeepalive();
        // The position so far: a reconnection from here misses nothing.
        listener.write(`retry: ${RETRY_MS}\nevent: ready\nid: ${instance}.${seq}\ndata: {}\n\n`);
        const missed = catchUp(lastEventId);
        if (missed === 'reset') listener.write(`event: ${LIVE_RESET_EVENT}\ndata: {}\n\n`);
        else for (const batch of missed) deliver(listener, batch);
      },
      cancel() {
        open = false;
        if (listener) listeners.delete(listener);
        stopKeepalive();
      },
    });
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      },
    });
  }

  return { stream, listeners: () => listeners.size };
}
