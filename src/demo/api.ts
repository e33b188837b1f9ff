import type { AccessAction, RestrictionEntry } from '../../access/names';
import { createAccessDecider, type AccessDecider } from '../../access/enforcer';
import type { ResourceDeclaration, Values } from '../../resources/types';
import { API_PREFIX, AUTH_PATHS, type AdminIdentity } from '../model/contract';
import { declarations } from '../model/registry';
import { validateValues, writableValues } from '../model/validation';
import { actionAllowed, refusal } from '../model/actions';
import { DEMO_TOTP_SECRET } from './accounts';
import {
  badRequest,
  conflict,
  created,
  csv,
  forbidden,
  json,
  notFound,
  ok,
  readBody,
  unauthorized,
} from './http-utils';
import { queryRows } from './query';
import { collectionRules, type CollectionRules, type RuleContext } from './rules';
import { newId, newToken, type DemoStore, type Row } from './store';
import { verifyTotp } from './totp';

const byName = new Map(
  declarations.filter((item) => !item.pageOnly).map((item) => [item.name, item]),
);
const byPath = new Map([...byName.values()].map((item) => [item.api?.path ?? item.name, item]));

export function publicAdmin(row: Row): AdminIdentity {
  return {
    _id: row._id,
    name: String(row.name),
    email: String(row.email),
    role: String(row.role),
    restriction: (row.restriction as RestrictionEntry[]) ?? [],
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
  };
}

function stamp(): string {
  return new Date().toISOString();
}

/** CSV of listed fields (arrays joined by spaces), `_id` first. */
function csvRows(declaration: ResourceDeclaration, rows: Row[]): string[][] {
  const header = [
    '_id',
    ...declaration.fields.filter((field) => field.list).map((field) => field.key),
  ];
  const cell = (value: unknown) =>
    value === undefined || value === null
      ? ''
      : Array.isArray(value)
        ? value
            .map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item)))
            .join(' ')
        : String(value);
  return [header, ...rows.map((row) => header.map((key) => cell(row[key])))];
}

function path(request: Request): string {
  const url = new URL(request.url);
  return url.pathname.replace(/\/+$/, '');
}

/**
 * The demo admin API: the seven SPEC calls and the generic contract over the store. It enforces
 * what a real backend would: sign-in (401), restrictions (403), validation (400), unknown ids (404)
 * and state rules (409).
 */
export function createDemoApi(store: DemoStore) {
  const deciders = new Map<string, Promise<AccessDecider>>();

  function sessionAdmin(request: Request): Row | undefined {
    const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '');
    if (!token) return undefined;
    const session = store.all('sessions').find((item) => item.token === token);
    const admin = session && store.find('admins', String(session.adminId));
    return admin && admin.status !== 'disabled' ? admin : undefined;
  }

  function decider(admin: Row): Promise<AccessDecider> {
    const key = `${admin._id}|${String(admin.role)}|${JSON.stringify(admin.restriction)}`;
    let value = deciders.get(key);
    if (!value) {
      value = createAccessDecider(
        String(admin.role),
        (admin.restriction as RestrictionEntry[]) ?? [],
      );
      deciders.set(key, value);
    }
    return value;
  }

  async function permitted(
    admin: Row,
    module: string,
    action: AccessAction,
  ): Promise<Response | undefined> {
    const access = await decider(admin);
    return access.can(module, action)
      ? undefined
      : forbidden(`You do not have ${action} access to ${module}.`);
  }

  function uniqueErrors(
    declaration: ResourceDeclaration,
    values: Values,
    id?: string,
  ): Record<string, string> {
    const errors: Record<string, string> = {};
    const rows = store.all(collectionOf(declaration));
    for (const field of declaration.fields) {
      if (!field.unique || values[field.key] === undefined) continue;
      const wanted = String(values[field.key]).toLowerCase();
      if (
        rows.some((row) => row._id !== id && String(row[field.key] ?? '').toLowerCase() === wanted)
      ) {
        errors[field.key] = `${field.label} "${String(values[field.key])}" is already used`;
      }
    }
    return errors;
  }

  function collectionOf(declaration: ResourceDeclaration): string {
    return declaration.name;
  }

  // ---- SPEC §7 calls -------------------------------------------------------------------------

  async function login(request: Request): Promise<Response> {
    const body = await readBody(request);
    const email = String(body.email ?? '')
      .trim()
      .toLowerCase();
    const password = String(body.password ?? '');
    const errors: Record<string, string> = {};
    if (!email) errors.email = 'Email is required';
    if (!password) errors.password = 'Password is required';
    if (Object.keys(errors).length) return badRequest('Enter your email and password', errors);
    const admin = store.all('admins').find((row) => String(row.email).toLowerCase() === email);
    const record = (result: 'success' | 'failed') =>
      admin &&
      store.insert('loginHistory', {
        _id: newId(),
        adminId: admin._id,
        ip: '127.0.0.1',
        location: 'Local demo',
        browser: request.headers.get('user-agent')?.slice(0, 60) ?? 'unknown',
        os: 'unknown',
        result,
        at: stamp(),
        createdAt: stamp(),
        updatedAt: stamp(),
      });
    if (!admin || admin.password !== password) {
      record('failed');
      return badRequest('Invalid email or password');
    }
    if (admin.status === 'disabled') return forbidden('This admin account is disabled.');
    if (admin.twoFactorEnabled) {
      const code = String(body.code ?? '');
      if (!code)
        return ok(
          { twoFactorRequired: true },
          'Enter the 6-digit code from your authenticator app',
        );
      const secret = String(admin.totpSecret ?? DEMO_TOTP_SECRET);
      if (!(await verifyTotp(secret, code))) {
        record('failed');
        return badRequest('The code is wrong or has expired', {
          code: 'The code is wrong or has expired',
        });
      }
    }
    const token = newToken();
    store.insert('sessions', { _id: newId(), token, adminId: admin._id, createdAt: stamp() });
    store.update('admins', admin._id, { lastLoginAt: stamp() });
    record('success');
    return ok({ token, admin: publicAdmin(admin) }, `Welcome, ${String(admin.name)}`);
  }

  async function forgotPassword(request: Request): Promise<Response> {
    const body = await readBody(request);
    const email = String(body.email ?? '')
      .trim()
      .toLowerCase();
    if (!email) return badRequest('Enter your email', { email: 'Email is required' });
    const admin = store.all('admins').find((row) => String(row.email).toLowerCase() === email);
    const message = 'If the address belongs to an admin, a reset link is on its way.';
    if (!admin) return ok({}, message);
    const token = newToken();
    store.insert('passwordResets', {
      _id: newId(),
      token,
      adminId: admin._id,
      expiresAt: Date.now() + 3_600_000,
    });
    // Demo only: no mail server, so the link is handed back for the person trying the demo.
    return ok({ demoLink: `/verification/forgotPassword?token=${token}` }, message);
  }

  function resetRow(token: unknown): Row | undefined {
    const row = store.all('passwordResets').find((item) => item.token === token);
    return row && Number(row.expiresAt) > Date.now() ? row : undefined;
  }

  async function checkAuthToken(request: Request): Promise<Response> {
    const body = await readBody(request);
    if (!resetRow(body.token))
      return badRequest('This reset link has expired or was already used. Ask for a new one.');
    return ok({}, 'Link verified. Choose a new password.');
  }

  async function resetPassword(request: Request): Promise<Response> {
    const body = await readBody(request);
    const row = resetRow(body.token);
    if (!row)
      return json(400, {
        success: false,
        status: 400,
        message: 'This reset link has expired or was already used. Ask for a new one.',
      });
    const password = String(body.password ?? '');
    const errors: Record<string, string> = {};
    if (password.length < 8) errors.password = 'At least 8 characters';
    else if (!/[A-Za-z]/.test(password) || !/\d/.test(password))
      errors.password = 'Use letters and digits';
    if (body.confirmPassword !== password) errors.confirmPassword = 'The passwords do not match';
    if (Object.keys(errors).length)
      return json(400, { success: false, status: 400, message: 'Check the new password', errors });
    store.update('admins', String(row.adminId), { password });
    store.remove('passwordResets', row._id);
    return json(200, {
      success: true,
      status: 200,
      message: 'Password changed. Sign in with the new password.',
    });
  }

  async function changePassword(request: Request, admin: Row): Promise<Response> {
    const body = await readBody(request);
    const errors: Record<string, string> = {};
    const next = String(body.newPassword ?? '');
    if (body.currentPassword !== admin.password)
      errors.currentPassword = 'The current password is wrong';
    if (next.length < 8) errors.newPassword = 'At least 8 characters';
    if (body.confirmPassword !== next) errors.confirmPassword = 'The passwords do not match';
    if (Object.keys(errors).length) return badRequest('Check the form', errors);
    store.update('admins', admin._id, { password: next });
    return ok({}, 'Password changed');
  }

  async function updateSiteDetails(request: Request, admin: Row): Promise<Response> {
    const denied = await permitted(admin, 'Site Setting', 'edit');
    if (denied) return denied;
    const body = await readBody(request);
    const errors: Record<string, string> = {};
    if ('siteName' in body && !String(body.siteName ?? '').trim())
      errors.siteName = 'Site name is required';
    for (const key of ['defaultMakerFeeBps', 'defaultTakerFeeBps']) {
      if (
        key in body &&
        !(Number.isInteger(body[key]) && Number(body[key]) >= 0 && Number(body[key]) <= 10000)
      ) {
        errors[key] = 'Whole basis points from 0 to 10000';
      }
    }
    if (Object.keys(errors).length) return badRequest('Check the form', errors);
    const next = {
      ...store.object('siteSetting'),
      ...body,
      updatedAt: stamp(),
      updatedBy: admin._id,
    };
    store.setObject('siteSetting', next);
    return ok(next, 'Site settings saved');
  }

  // ---- Generic contract ----------------------------------------------------------------------

  async function generic(request: Request, admin: Row, segments: string[]): Promise<Response> {
    const [resourcePath, id, action] = segments;
    const declaration = byPath.get(resourcePath);
    if (!declaration) return notFound(`Unknown resource "${resourcePath}"`);
    const collection = collectionOf(declaration);
    const rules: CollectionRules = collectionRules[collection] ?? {};
    if (!rules.view && !store.has(collection))
      return notFound(`Unknown resource "${resourcePath}"`);
    const method = request.method.toUpperCase();
    // An action may belong to another module (resolve: Unresolved Markets) or need only view.
    const declaredAction =
      method === 'POST' && action
        ? declaration.actions?.find((item) => item.name === action)
        : undefined;
    const need: AccessAction = method === 'GET' ? 'view' : (declaredAction?.need ?? 'edit');
    const denied = await permitted(admin, declaredAction?.module ?? declaration.module, need);
    if (denied) return denied;
    const params = new URL(request.url).searchParams;
    const singular = declaration.title.singular;
    const rows = () => (rules.view ? rules.view(store) : store.all(collection));
    const context: RuleContext = { store, admin, now: stamp() };

    if (method === 'GET' && !id) {
      const { items, total } = queryRows(rows(), params, declaration.fields);
      return ok({ items, total });
    }
    if (method === 'GET' && id === 'export') {
      const { all } = queryRows(rows(), params, declaration.fields);
      return csv(csvRows(declaration, all), `${resourcePath}.csv`);
    }
    if (method === 'GET' && id === 'stats' && rules.stats) return ok(rules.stats(store));
    // Derived views are read-only.
    if (rules.view && method !== 'GET' && !rules.actions?.[action ?? '']) {
      return json(405, {
        success: false,
        message: `${declaration.title.plural} are read-only here`,
      });
    }
    if (method === 'POST' && !id) {
      const values = writableValues(declaration, await readBody(request));
      const errors = {
        ...validateValues(declaration, values),
        ...uniqueErrors(declaration, values),
      };
      if (Object.keys(errors).length)
        return badRequest(`The ${singular.toLowerCase()} has errors`, errors);
      const base: Row = {
        ...values,
        _id: newId(),
        createdAt: context.now,
        updatedAt: context.now,
        createdBy: admin._id,
        updatedBy: admin._id,
      };
      for (const field of declaration.fields) {
        if (field.readOnly && field.type === 'number' && base[field.key] === undefined)
          base[field.key] = 0;
      }
      const row = rules.create ? rules.create(context, base) : base;
      if (row instanceof Response) return row;
      const saved = store.insert(collection, row);
      rules.written?.(context, undefined, saved);
      return created(saved, `${singular} created`);
    }
    const existing = id ? rows().find((row) => row._id === id) : undefined;
    if (!existing) return notFound(`${singular} ${id ?? ''} was not found`);

    if (method === 'GET' && !action) return ok(existing);
    if (method === 'PUT' && !action) {
      const lock = declaration.lockedWhen;
      if (lock && lock.in.includes(String(existing[lock.field]))) return conflict(lock.message);
      const values = writableValues(declaration, await readBody(request));
      const errors = {
        ...validateValues(declaration, values, true, { ...existing, ...values }),
        ...uniqueErrors(declaration, values, existing._id),
      };
      if (Object.keys(errors).length)
        return badRequest(`The ${singular.toLowerCase()} has errors`, errors);
      const patch = rules.update ? rules.update(context, existing, values) : values;
      if (patch instanceof Response) return patch;
      const saved = store.update(collection, existing._id, {
        ...patch,
        updatedAt: context.now,
        updatedBy: admin._id,
      })!;
      rules.written?.(context, existing, saved);
      return ok(saved, `${singular} saved`);
    }
    if (method === 'DELETE' && !action) {
      if (!declaration.deletable) {
        return json(405, {
          success: false,
          message: `${declaration.title.plural} cannot be deleted`,
        });
      }
      const reason = rules.deleteRefusal?.(store, existing);
      if (reason) return conflict(reason);
      store.remove(collection, existing._id);
      return ok({ _id: existing._id }, `${singular} deleted`);
    }
    if (method === 'POST' && action) {
      const declared = declaredAction;
      // Link "actions" open pages; they are not API calls.
      if (!declared || declared.link) return notFound(`Unknown action "${action}"`);
      if (!actionAllowed(declared, existing)) {
        return conflict(
          rules.refusals?.[action]?.(store, existing) ?? refusal(declared, existing, singular),
        );
      }
      const body = await readBody(request);
      if (declared.input?.required && !String(body[declared.input.key] ?? '').trim()) {
        return badRequest(`${declared.input.label} is required`, {
          [declared.input.key]: `${declared.input.label} is required`,
        });
      }
      const handler = rules.actions?.[action];
      if (handler) return handler(context, existing, body);
      const patch = {
        ...(declared.sets ?? {}),
        ...(declared.input ? { [declared.input.key]: body[declared.input.key] } : {}),
      };
      return ok(
        store.update(collection, existing._id, {
          ...patch,
          updatedAt: context.now,
          updatedBy: admin._id,
        }),
        `${declared.label}: done`,
      );
    }
    return json(405, { success: false, message: `${method} is not supported here` });
  }

  /** Answers one request, or undefined when it is not an admin API call. */
  return async function handle(request: Request): Promise<Response | undefined> {
    const pathname = path(request);
    const at = pathname.indexOf(API_PREFIX + '/');
    if (at < 0) return undefined;
    const route = pathname.slice(at);
    const method = request.method.toUpperCase();
    if (method === 'POST' && route === AUTH_PATHS.login) return login(request);
    if (method === 'POST' && route === AUTH_PATHS.forgotPassword) return forgotPassword(request);
    if (method === 'POST' && route === AUTH_PATHS.checkAuthToken) return checkAuthToken(request);
    if (method === 'POST' && route === AUTH_PATHS.resetPassword) return resetPassword(request);
    if (method === 'GET' && route === AUTH_PATHS.siteSetting)
      return ok(store.object('siteSetting'));

    const admin = sessionAdmin(request);
    if (!admin) return unauthorized();
    if (method === 'GET' && route === '/' + AUTH_PATHS.adminDetail) return ok(publicAdmin(admin));
    if (method === 'POST' && route === AUTH_PATHS.logout) {
      const token = request.headers.get('Authorization');
      const session = store.all('sessions').find((item) => item.token === token);
      if (session) store.remove('sessions', session._id);
      return ok({}, 'Signed out');
    }
    if (method === 'POST' && route === AUTH_PATHS.changePassword)
      return changePassword(request, admin);
    if (method === 'POST' && route === AUTH_PATHS.updateSiteDetails)
      return updateSiteDetails(request, admin);
    const segments = route
      .slice(API_PREFIX.length + 1)
      .split('/')
      .map(decodeURIComponent);
    return generic(request, admin, segments);
  };
}
