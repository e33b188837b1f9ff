import {
  HELD_KIND_REASONS,
  heldKindLabel,
  type AuditChange,
  type DualControlSetting,
  type HeldKind,
  type PendingChange,
} from '../../../resources/domain';
import { CHANGE_PENDING } from '../../model/contract';
import { badRequest, conflict, forbidden, json, notFound, ok, readBody } from '../http-utils';
import { actionInputErrors, reasonText } from '../../model/reasons';
import type { DemoStore, Row } from '../store';
import type { Permit } from './access';
import {
  expireDue,
  movedSince,
  type HeldAsk,
  notifyApprovers,
  pendingChange,
  recordEntry,
} from './pendingChanges';
import { titleOf } from './auditNames';
import { declarationAtApiPath, getDeclaration } from '../../model/registry';
import {
  actionChanges,
  changedFields,
  heldActionKind,
  heldUpdateKind,
  type HeldOnCreate,
} from '../../model/dualControl';
import type { ActionDeclaration, ResourceDeclaration, Values } from '../../../resources/types';
import { say } from '../../../resources/_text';

/** The approvals inbox's reject, as declared: its reason codes and free text. */
const approvalsAction = (name: string) =>
  getDeclaration('approvals')!.actions!.find((item) => item.name === name)!;
const REJECT_CHANGE = approvalsAction('reject');
const WITHDRAW_CHANGE = approvalsAction('withdraw');

/** What a change to be applied is, as the route that applies it knows it. */
interface ChangeAsked extends Omit<HeldAsk, 'kind'> {
  /** Its kind when the site setting holds it for a second admin, else undefined. */
  kind: HeldKind | undefined;
  /** The body to replay on approval, as the route read it. */
  body: Record<string, unknown>;
}

/** What the routes that apply changes ask of dual control. */
export type DualControlHooks = Pick<
  ReturnType<typeof createDualControl>,
  'gateUpdate' | 'gateAction' | 'proposeNew'
>;

/** The site setting's dual-control switches (absent: every kind on). */
export const dualControlSetting = (store: DemoStore) =>
  store.object('site-setting').dualControl as DualControlSetting | undefined;

/** Before a change is applied: its 409 or 202, or undefined to apply it. */
export type ChangeGate = (request: Request, admin: Row, asked: ChangeAsked) => Response | undefined;

/** Replays an approved change's request as its proposer made it; the answer says how it went. */
type Perform = (request: Request, proposer: Row) => Promise<Response>;

const COLLECTION = 'approvals';

/** A pending change as answered: the request an approval replays stays with the server. */
function withoutRequest(row: Row): PendingChange {
  const shown = { ...row };
  delete shown.request;
  return shown as unknown as PendingChange;
}

/** The fields two changes share: a pending one blocks another of the same fields (409). */
const meets = (pending: Row, fields: readonly string[]) =>
  (pending.changes as AuditChange[]).some((change) => fields.includes(change.field));

/**
 * Dual control in the demo API (docs/states.md, "Pending changes"): a change whose kind needs a
 * second admin is stored, not applied, and answered 202; a different admin with edit on its
 * module approves it (the proposer's request is then replayed, after checking that the fields it
 * changes still hold what the proposer saw), rejects it with a reason, or its proposer withdraws
 * it; it expires after the site setting's hours. Every step is in the audit trail, on the record.
 * All of it runs under the store's lock, so of parallel approvals exactly one applies.
 */
export function createDualControl(store: DemoStore, permitted: Permit, perform: Perform) {
  /** Requests replayed on approval: applied, never held again (a set no client can join). */
  const replayed = new WeakSet<Request>();
  const now = () => new Date(store.now()).toISOString();

  function pendingOn(resource: string, recordId: string | null, fields: readonly string[]) {
    expireDue(store, store.now());
    return store
      .all(COLLECTION)
      .find(
        (row) =>
          row.status === 'pending' &&
          row.resource === resource &&
          (row.recordId ?? null) === recordId &&
          meets(row, fields),
      );
  }

  /**
   * Before a change is applied: a 409 while a pending change of the same fields waits, a 202
   * holding it when its kind needs a second admin, else undefined (apply it).
   */
  const gate: ChangeGate = (request, admin, asked) => {
    if (replayed.has(request) || !asked.changes.length) return undefined;
    const fields = asked.changes.map((change) => change.field);
    const waiting = pendingOn(asked.resource, asked.recordId, fields);
    if (waiting) {
      const by = String(waiting.proposedByName);
      return json(409, {
        success: false,
        code: CHANGE_PENDING,
        message: say`A change proposed by ${by} is waiting for a second admin: approve, reject or withdraw it first`,
        result: { pendingChangeId: waiting._id },
      });
    }
    if (!asked.kind) return undefined;
    return propose(request, admin, { ...asked, kind: asked.kind });
  };

  /** An update of a declared record: held (202), refused while another change waits (409). */
  function gateUpdate(
    request: Request,
    admin: Row,
    declaration: ResourceDeclaration,
    existing: Row,
    values: Values,
    body: Values,
  ) {
    const changes = changedFields(declaration.fields, existing, values);
    return gate(request, admin, {
      resource: declaration.name,
      recordId: existing._id,
      recordTitle: titleOf(declaration, store)(existing),
      action: 'update',
      module: declaration.module,
      changes,
      kind: heldUpdateKind(declaration.fields, changes, dualControlSetting(store)),
      body,
    });
  }

  /** A declared action on a record, likewise; what it changes is the action, its sets and body. */
  function gateAction(
    request: Request,
    admin: Row,
    asked: {
      declaration: ResourceDeclaration;
      declared: ActionDeclaration;
      existing: Row;
      source: string;
      body: Values;
    },
  ) {
    const { declaration, declared, existing, body } = asked;
    return gate(request, admin, {
      resource: asked.source,
      recordId: existing._id,
      recordTitle: titleOf(declaration, store)(existing),
      action: declared.name,
      module: declared.module ?? declaration.module,
      changes: actionChanges(declared, existing, body),
      kind: heldActionKind(declared, dualControlSetting(store)),
      body,
    });
  }

  /** Stores the pending change and answers 202 with it. */
  function propose(request: Request, admin: Row, asked: ChangeAsked & { kind: HeldKind }) {
    const url = new URL(request.url);
    const method = request.method.toUpperCase() === 'PUT' ? 'PUT' : 'POST';
    const held = { method, path: url.pathname + url.search, body: asked.body } as const;
    const row = store.insert(COLLECTION, pendingChange(store, admin, asked, held));
    void notifyApprovers(store, permitted, row);
    return json(202, {
      success: true,
      message: say`Waiting for a second admin: ${heldKindLabel(asked.kind)}. ${HELD_KIND_REASONS[asked.kind]}.`,
      result: withoutRequest(row),
    });
  }

  /**
   * A record just created whose held fields started as declared (a new admin without its money
   * rights): the values asked wait for a second admin as an update of it. The create answers 201
   * with the record and, beside it, this pending change.
   */
  function proposeNew(request: Request, admin: Row, created: Row, held: HeldOnCreate) {
    const address = new URL(request.url).pathname;
    const declaration = declarationAtApiPath(address.split('/').pop() ?? '');
    if (!declaration) return;
    const body = Object.fromEntries(held.changes.map((change) => [change.field, change.after]));
    const asked = {
      ...held,
      resource: declaration.name,
      recordId: created._id,
      recordTitle: titleOf(declaration, store)(created),
      action: 'update',
      module: declaration.module,
    };
    const path = `${address}/${encodeURIComponent(created._id)}`;
    const row = store.insert(
      COLLECTION,
      pendingChange(store, admin, asked, { method: 'PUT', path, body }),
    );
    void notifyApprovers(store, permitted, row);
    return withoutRequest(row);
  }

  function replay(change: Row): Request {
    const held = change.request as NonNullable<PendingChange['request']>;
    const request = new Request(`http://demo.internal${held.path}`, {
      method: held.method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(held.body),
    });
    replayed.add(request);
    return request;
  }

  /** The decision's record: status, who, when, why. */
  function decide(change: Row, admin: Row, status: string, reason?: string): Row {
    return store.update(COLLECTION, change._id, {
      status,
      decidedBy: admin._id,
      decidedByName: String(admin.name),
      decidedAt: now(),
      ...(reason ? { decisionReason: reason } : {}),
      updatedAt: now(),
    })!;
  }

  /** POST approvals/{id}/approve | reject | withdraw. */
  async function act(request: Request, admin: Row, id: string, action: string) {
    expireDue(store, store.now());
    const change = store.find(COLLECTION, id);
    if (!change) return notFound(say`Pending change ${id} was not found`);
    if (await permitted(admin, String(change.module), 'view'))
      return notFound(say`Pending change ${id} was not found`);
    if (change.status !== 'pending') {
      const by = String(change.decidedByName ?? '');
      const state = String(change.status);
      return conflict(
        by
          ? say`This change is no longer waiting: ${state} by ${by}`
          : say`This change is no longer waiting: ${state}`,
      );
    }
    const body = await readBody(request);
    const own = change.proposedBy === admin._id;
    if (action === 'withdraw') {
      if (!own)
        return conflict(
          say`Only ${String(change.proposedByName)}, who proposed it, may withdraw it`,
        );
      const errors = actionInputErrors(WITHDRAW_CHANGE, body);
      if (errors.reason) return badRequest(errors.reason, errors);
      const reason = String(body.reason ?? '').trim();
      const done = decide(change, admin, 'withdrawn', reason || undefined);
      recordEntry(store, done, admin, 'withdraw-change', 200, say`Change withdrawn`);
      return ok(done, say`Change withdrawn`);
    }
    if (own)
      return conflict(say`You proposed this change: another admin must approve or reject it`);
    const denied = await permitted(admin, String(change.module), 'edit');
    if (denied) return forbidden(say`Deciding this change needs edit on ${String(change.module)}`);
    if (action === 'reject') {
      // The approvals inbox's declared reject: its reason codes and text, as every reject's.
      const errors = actionInputErrors(REJECT_CHANGE, body);
      const problems = Object.values(errors);
      if (problems.length) return badRequest(problems[0], errors);
      const done = decide(change, admin, 'rejected', reasonText(REJECT_CHANGE, body));
      recordEntry(store, done, admin, 'reject-change', 200, say`Change rejected`);
      return ok(done, say`Change rejected`);
    }
    const stale = movedSince(store, change);
    if (stale)
      return conflict(
        say`${String(change.recordTitle)} changed since this was proposed (${stale.field}): reject it and propose the change again`,
      );
    const proposer = store.find('admins', String(change.proposedBy));
    if (!proposer || proposer.status === 'disabled')
      return conflict(
        say`${String(change.proposedByName)}, who proposed it, can no longer make changes: reject it`,
      );
    const applied = await perform(replay(change), proposer);
    if (applied.status < 200 || applied.status >= 300) {
      const why = String(((await applied.clone().json()) as { message?: unknown }).message ?? '');
      return conflict(say`The change cannot be applied now: ${why}`);
    }
    const done = decide(change, admin, 'approved');
    recordEntry(store, done, admin, 'approve-change', 200, say`Change approved and applied`);
    return ok(done, say`Change approved and applied`);
  }

  return { gate, gateUpdate, gateAction, proposeNew, act };
}
