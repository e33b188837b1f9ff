import {
  AUDIT_ACCOUNT_RESOURCES,
  auditChanges,
  type AuditChange,
  type AuditEntry,
} from '../../../resources/domain';
import { nameKey } from '../../../resources/domain/identity';
import { requestNeed } from '../../model/apiRules';
import { AUTH_PATHS } from '../../model/contract';
import { apiSegments } from './apiSegments';
import { declarationAtApiPath } from '../../model/registry';
import { collectionRules } from '../rules';
import { newId, type DemoStore, type Row } from '../store';
import { say } from '../../../resources/_text';
import { auditAnnotations, titleOf } from './auditNames';
import { conversionKey } from '../http-utils';
import { knownReason, REASON_CODE_KEY } from '../../model/reasons';
import { NOTE_ACTION, NOTES_SEGMENT } from '../../model/notes';
import { CLAIM_SEGMENT, TAKE_OVER_ACTION } from '../../model/claims';
import { claimedRow, claimOn, claimRoute } from './claims';

const COLLECTION = 'audit-log';
/** A body read for the trail (the e-mail of a sign-in, a list action's key) is at most this long. */
const BODY_PEEK_MAX = 16_384;

/** The account calls and what their entries say. */
const ACCOUNT_CALLS: Record<string, { resource: string; action: string; module: string }> = {
  [AUTH_PATHS.login]: { resource: 'session', action: 'sign-in', module: '' },
  [AUTH_PATHS.logout]: { resource: 'session', action: 'sign-out', module: '' },
  [AUTH_PATHS.forgotPassword]: { resource: 'password', action: 'reset-link', module: '' },
  [AUTH_PATHS.resetPassword]: { resource: 'password', action: 'reset', module: '' },
  [AUTH_PATHS.changePassword]: {
    resource: 'password',
    action: 'change',
    module: 'Change Password',
  },
  [AUTH_PATHS.twoFactorSetup]: { resource: 'two-factor', action: 'setup', module: '2FA Settings' },
  [AUTH_PATHS.twoFactorEnable]: {
    resource: 'two-factor',
    action: 'enable',
    module: '2FA Settings',
  },
  [AUTH_PATHS.twoFactorDisable]: {
    resource: 'two-factor',
    action: 'disable',
    module: '2FA Settings',
  },
  [AUTH_PATHS.preferences]: { resource: 'preferences', action: 'update', module: 'Profile' },
  [AUTH_PATHS.updateSiteDetails]: {
    resource: 'site-setting',
    action: 'update',
    module: 'Site Setting',
  },
};
// Every account resource an entry may name has a label for the log (checked at start-up by type).
void (AUDIT_ACCOUNT_RESOURCES satisfies Record<string, string>);

async function peekBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const text = await request.clone().text();
    if (text.length > BODY_PEEK_MAX) return {};
    const value: unknown = JSON.parse(text);
    // A value that cannot be read as text is refused by the answer (readJson): nothing to peek.
    if (conversionKey(value)) return {};
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));
const sameEmail = (a: unknown, b: unknown) => nameKey(String(a ?? '')) === nameKey(String(b ?? ''));

/** What one change request is about, read before it is answered. */
interface Pending {
  admin: Row | undefined;
  /** The e-mail a sign-in or reset-link request typed (a reset by an unknown link: ''). */
  namedEmail?: string;
  module: string;
  resource: string;
  recordId: string | null;
  action: string;
  title: (row: Row | undefined) => string;
  /** The record as stored now, to compare with after the answer. */
  read: (createdId?: string) => unknown;
  before: unknown;
  /** The reason code an action was taken with (one it lists). */
  reasonCode?: string;
  /** Whose live claim the row was under, when not the admin's own (src/model/claims.ts). */
  overClaimOf?: string;
}

/**
 * The audit trail (resources/audit-log/index.ts): the server appends one entry per change request an
 * admin made, done or refused, with the fields it changed before and after. Nothing else writes
 * it; the API answers 405 to a write of the log itself.
 */
export function createAuditTrail(
  store: DemoStore,
  sessionAdmin: (request: Request) => Row | undefined,
) {
  const adminByEmail = (email: unknown) =>
    store.all('admins').find((row) => sameEmail(row.email, email));

  /** Reads what the request is about, before it runs; undefined when it is not recorded. */
  async function begin(
    request: Request,
    route: string,
    method: string,
  ): Promise<Pending | undefined> {
    const account = ACCOUNT_CALLS[route];
    if (account) {
      let admin = sessionAdmin(request);
      let namedEmail: string | undefined;
      if (route === AUTH_PATHS.login || route === AUTH_PATHS.forgotPassword) {
        const email = (await peekBody(request)).email;
        admin = adminByEmail(email);
        namedEmail = typeof email === 'string' ? email.slice(0, 200) : '';
      } else if (route === AUTH_PATHS.resetPassword) {
        const token = (await peekBody(request)).token;
        const link = store.all('password-resets').find((row) => row.token === token);
        admin = link ? store.find('admins', String(link.adminId)) : undefined;
        if (!admin) namedEmail = '';
      } else if (!admin) return undefined;
      const read = () =>
        account.resource === 'site-setting'
          ? copy(store.object('site-setting'))
          : account.resource === 'two-factor' && admin
            ? { twoFactorEnabled: Boolean(store.find('admins', admin._id)?.twoFactorEnabled) }
            : undefined;
      return {
        admin,
        namedEmail,
        ...account,
        recordId: account.resource === 'site-setting' ? null : (admin?._id ?? null),
        title: () =>
          account.resource === 'site-setting' ? say`Site setting` : String(admin?.name ?? ''),
        read,
        before: read(),
      };
    }
    const admin = sessionAdmin(request);
    // Without a session nothing ran (401), and a malformed address was refused (400) before
    // anything ran: there is nothing to record.
    const segments = admin ? apiSegments(route) : undefined;
    if (!admin || !segments) return undefined;
    const [path, id, name] = segments;
    const declaration = declarationAtApiPath(path);
    const rules = collectionRules(declaration?.name ?? '');
    const collection = rules.source ?? declaration?.name ?? path;
    const listAction =
      method === 'POST' && id && !name
        ? declaration?.listActions?.find((item) => item.name === id)
        : undefined;
    const action = listAction
      ? listAction.name
      : name === NOTES_SEGMENT
        ? method === 'POST' && !segments[3]
          ? NOTE_ACTION
          : 'change-note'
        : name
          ? name
          : method === 'POST'
            ? 'create'
            : method === 'PUT'
              ? 'update'
              : method === 'DELETE'
                ? 'delete'
                : method.toLowerCase();
    const recordId = listAction ? null : (id ?? null);
    const read = (createdId?: string) => {
      const key = recordId ?? createdId;
      // A claim of an inbox row is kept on the row it shows (./claims.ts): its change is there.
      const claimed = declaration && claimRoute(name) && key;
      return key
        ? copy(
            store.find(collection, key) ??
              store.find(declaration?.name ?? '', key) ??
              (claimed ? claimedRow(store, declaration, key) : undefined),
          )
        : undefined;
    };
    let title = titleOf(declaration, store);
    if (listAction) {
      // A list action names the record it applies to (a market, a user) by its key.
      const body = await peekBody(request);
      const picked = listAction.pick.find((item) => body[item.key] !== undefined);
      title = () =>
        picked ? `${picked.label} ${String(body[picked.key])}` : say`Every row listed`;
    }
    // An action taken for a reason keeps its code: the log filters by it, the dashboard counts it.
    const reasoned =
      listAction ??
      (method === 'POST' && name
        ? declaration?.actions?.find((item) => item.name === name)
        : undefined);
    const reason =
      reasoned?.reasons && knownReason(reasoned, (await peekBody(request))[REASON_CODE_KEY]);
    // A row another admin claimed: the entry says whose claim it was acted over (or taken from).
    const claim = recordId ? claimOn(store, declaration, recordId) : undefined;
    const over = claim && claim.by !== admin._id ? claim.by : undefined;
    const takeOver = over && name === CLAIM_SEGMENT && (await peekBody(request)).takeOver === true;
    return {
      admin,
      ...(reason ? { reasonCode: reason.code } : {}),
      ...(over ? { overClaimOf: over } : {}),
      module: declaration ? requestNeed(declaration, method, [id, name]).module : '',
      resource: declaration?.name ?? path,
      recordId,
      action: takeOver ? TAKE_OVER_ACTION : action,
      title,
      read,
      before: read(),
    };
  }

  /** Appends the entry for the answer given. */
  async function finish(pending: Pending, response: Response, batchId?: string): Promise<void> {
    let body: { message?: unknown; result?: { _id?: unknown; changes?: unknown; text?: unknown } } =
      {};
    if (response.headers.get('content-type')?.includes('json')) {
      try {
        body = (await response.clone().json()) as typeof body;
      } catch {
        body = {};
      }
    }
    const done = response.status >= 200 && response.status < 300;
    const createdId =
      done && pending.action === 'create' && typeof body.result?._id === 'string'
        ? body.result._id
        : undefined;
    const after = done ? pending.read(createdId) : undefined;
    // A change held for a second admin (202) changed nothing yet: its entry holds what it asks.
    const held = response.status === 202 && Array.isArray(body.result?.changes);
    // A note changes no record: its entry holds what it said.
    const noted = done && pending.action === NOTE_ACTION && typeof body.result?.text === 'string';
    const changes: AuditChange[] = held
      ? (body.result!.changes as AuditChange[])
      : noted
        ? [{ field: 'note', before: null, after: String(body.result!.text).slice(0, 500) }]
        : done
          ? auditChanges(pending.before, after)
          : [];
    const at = new Date(store.now()).toISOString();
    // A request without a session is listed under no admin's name but by the e-mail typed, until
    // it proves who made it (a sign-in that succeeds): "Sam Super" typed is not Sam's entry. The
    // account it was about stays its adminId, so that an admin's attempts are found.
    const named =
      pending.admin !== undefined &&
      (pending.namedEmail === undefined || (pending.action === 'sign-in' && done));
    const entry: AuditEntry = {
      _id: newId(),
      at,
      createdAt: at,
      updatedAt: at,
      adminId: pending.admin?._id ?? null,
      adminName: named ? String(pending.admin!.name) : '',
      ...(named ? {} : { typedEmail: pending.namedEmail ?? '' }),
      module: pending.module,
      resource: pending.resource,
      recordId: pending.recordId ?? createdId ?? null,
      recordTitle: pending.title((after ?? pending.before) as Row | undefined),
      action: pending.action,
      outcome: response.status,
      message: typeof body.message === 'string' ? body.message.slice(0, 500) : '',
      changes,
      ...(held ? { pendingChangeId: String(body.result!._id) } : {}),
      ...(batchId ? { batchId } : {}),
      ...(pending.reasonCode ? { reasonCode: pending.reasonCode } : {}),
      ...(pending.overClaimOf ? { overClaimOf: pending.overClaimOf } : {}),
      // Names of the admins, users, coins and markets its changes hold by id, as they are now.
      ...auditAnnotations(
        store,
        pending,
        changes,
        [pending.before, after],
        pending.overClaimOf ? [pending.overClaimOf] : [],
      ),
    };
    store.insert(COLLECTION, entry as unknown as Row);
  }

  return { begin, finish };
}
