import { moduleKeyMap } from '../../../access/keys';
import { isSuperadmin, type RestrictionEntry } from '../../../access/names';
import type { Values } from '../../types';
import { passwordProblem } from '../../../src/model/passwords';
import {
  adminChangeRefusal,
  restrictionEntries,
  rightsOf,
  ungrantable,
  ungrantableMessage,
} from '../../../src/model/restrictions';
import { badRequest, conflict, forbidden, ok } from '../../../src/demo/http-utils';
import { hashPassword } from '../../../src/demo/passwordHash';
import type { DemoStore, Row } from '../../../src/demo/store';
import type { CollectionRules, RuleContext } from '../../../src/demo/rules';
import { say } from '../../_text';

/** What never leaves the API about an admin. */
const SECRETS = ['password', 'passwordHash', 'totpSecret', 'pendingTotpSecret', 'totpLastStep'];

export const LAST_SUPERADMIN_MESSAGE = say`This is the last active superadmin: make another admin an active superadmin first.`;

function isLastActiveSuperadmin(store: DemoStore, row: Row): boolean {
  if (!isSuperadmin(String(row.role)) || row.status === 'disabled') return false;
  return !store
    .all('admins')
    .some(
      (other) =>
        other._id !== row._id && isSuperadmin(String(other.role)) && other.status !== 'disabled',
    );
}

/**
 * The caller may grant only rights it has; a sub-admin cannot make a superadmin.
 * undefined when the change is allowed, else the 400 naming the field and the modules.
 */
function grantRefusal(
  { store, admin }: RuleContext,
  values: Values,
  before?: Row,
): Response | undefined {
  if (isSuperadmin(String(admin.role))) return undefined;
  if (
    values.role !== undefined &&
    isSuperadmin(String(values.role)) &&
    before?.role !== values.role
  )
    return badRequest(say`The admin has errors`, {
      role: say`Only a superadmin can make a superadmin`,
    });
  if (values.restriction === undefined) return undefined;
  const can = rightsOf(
    String(admin.role),
    admin.restriction as RestrictionEntry[],
    moduleKeyMap(store.all('modules')),
  );
  const problems = ungrantable(
    values.restriction as RestrictionEntry[],
    can,
    (before?.restriction as RestrictionEntry[] | undefined) ?? [],
  );
  return problems.length
    ? badRequest(say`The admin has errors`, { restriction: ungrantableMessage(problems) })
    : undefined;
}

/**
 * A sub-admin with edit on Sub Admin may not change a superadmin, nor an admin with rights it
 * lacks (its email, status, 2FA): that would let it take the account over. undefined when the
 * caller may (adminChangeRefusal, the same rule as the buttons).
 */
function changeGuard({ store, admin }: RuleContext, target: Row): Response | undefined {
  const refusal = adminChangeRefusal(
    {
      role: String(admin.role),
      restriction: admin.restriction as RestrictionEntry[],
      moduleKeys: moduleKeyMap(store.all('modules')),
    },
    target,
  );
  return refusal ? forbidden(refusal) : undefined;
}

function setStatus(context: RuleContext, row: Row, status: 'active' | 'disabled', done: string) {
  const { store, admin, now } = context;
  const saved = store.update('admins', row._id, { status, updatedAt: now, updatedBy: admin._id })!;
  return ok(admins.present!(saved, store), done);
}

const admins: CollectionRules = {
  // Never a secret; the restriction's well-formed entries only (what a sign-in answers too).
  present: (row) => ({
    ...(Object.fromEntries(Object.entries(row).filter(([key]) => !SECRETS.includes(key))) as Row),
    ...(row.restriction === undefined ? {} : { restriction: restrictionEntries(row.restriction) }),
  }),

  async create(context, values) {
    const problem = passwordProblem(values.password);
    if (problem) return badRequest(say`The admin has errors`, { password: problem });
    const refused = grantRefusal(context, values);
    if (refused) return refused;
    // Only the password's hash is kept (src/demo/passwordHash.ts).
    const { password, ...rest } = values;
    return {
      ...(rest as Row),
      passwordHash: await hashPassword(String(password)),
      restriction: (values.restriction as RestrictionEntry[] | undefined) ?? [],
      status: 'active',
      twoFactorEnabled: false,
      lastLoginAt: null,
    };
  },

  update(context, existing, values) {
    // The password is set on create, then by its owner (change password, reset link): never here.
    const { password: _password, ...patch } = values;
    void _password;
    const refused = changeGuard(context, existing) ?? grantRefusal(context, patch, existing);
    if (refused) return refused;
    if (
      patch.role !== undefined &&
      !isSuperadmin(String(patch.role)) &&
      isLastActiveSuperadmin(context.store, existing)
    )
      return conflict(LAST_SUPERADMIN_MESSAGE);
    return { ...patch, _id: existing._id };
  },

  actions: {
    disable(context, row) {
      const refused = changeGuard(context, row);
      if (refused) return refused;
      if (isLastActiveSuperadmin(context.store, row)) return conflict(LAST_SUPERADMIN_MESSAGE);
      // A disabled admin's sessions end at once.
      for (const session of context.store.all('sessions').filter((s) => s.adminId === row._id))
        context.store.remove('sessions', session._id);
      return setStatus(context, row, 'disabled', say`Disable: done`);
    },
    enable: (context, row) =>
      changeGuard(context, row) ?? setStatus(context, row, 'active', say`Enable: done`),
    'end-sessions'(context, row) {
      const { store, admin } = context;
      if (!isSuperadmin(String(admin.role)))
        return forbidden(say`Only a superadmin ends another admin's sessions.`);
      let ended = 0;
      for (const session of store.all('sessions').filter((s) => s.adminId === row._id))
        if (store.remove('sessions', session._id)) ended++;
      return ok(admins.present!(row, store), say`Sessions ended: ${ended}`);
    },
    'reset-2fa'(context, row) {
      const refused = changeGuard(context, row);
      if (refused) return refused;
      const { store, admin, now } = context;
      const saved = store.update('admins', row._id, {
        twoFactorEnabled: false,
        totpSecret: null,
        pendingTotpSecret: null,
        updatedAt: now,
        updatedBy: admin._id,
      })!;
      return ok(admins.present!(saved, store), say`Reset 2FA: done`);
    },
  },
};

export default admins;
