import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo/accounts';
import type { Row } from '../../src/demo/store';
import { SIGN_IN_MAX_FAILURES } from '../../src/model/authLimits';
import { freshDemoApi } from './demoClient';
import { singleControl } from './support/singleControl';

/** Look-alike names: uniqueness, module renames and sign-in compare identifying names. */
const demo = freshDemoApi();
// A new admin's rights given at once here (dual control has its own files).
beforeEach(() => singleControl(demo.store));
const { call, signIn } = demo;

const moduleNamed = (name: string) => demo.store.all('modules').find((row) => row.name === name)!;
const restrictions = () =>
  JSON.stringify(demo.store.all('admins').map((admin) => [admin._id, admin.restriction]));
const view = (name: string, canEdit = false) => ({ name, canView: true, canEdit });

/** A sub-admin that may edit Modules and Tags, signed in. */
async function moduleEditor(): Promise<string> {
  const superadmin = await signIn('superadmin@demo.test');
  const made = await call(
    'POST',
    'admins',
    {
      name: 'Mod Editor',
      email: 'mods@demo.test',
      password: DEMO_PASSWORD,
      role: 'subadmin',
      restriction: [view('Modules', true), view('Tags', true)],
    },
    superadmin,
  );
  expect(made.status).toBe(201);
  return signIn('mods@demo.test');
}

describe('module renames', () => {
  it('refuses a rename onto another module with a trailing space, rewriting nothing', async () => {
    const token = await moduleEditor();
    const before = restrictions();
    const tags = moduleNamed('Tags');
    const rename = await call('PUT', `modules/${tags._id}`, { name: 'Withdraw ' }, token);
    expect(rename.status).toBe(400);
    expect(rename.body.errors.name).toBe(
      'Name "Withdraw " is the same as the existing module "Withdraw"',
    );
    expect(demo.store.find('modules', tags._id)!.name).toBe('Tags');
    expect(restrictions()).toBe(before);
    // The attacker (and every holder of Tags) still may not approve a withdrawal.
    const pending = demo.store.all('withdrawals').find((row) => row.status === 'pending')!;
    const approve = await call('POST', `withdrawals/${pending._id}/approve`, {}, token);
    expect(approve.status).toBe(403);
  });

  it.each([
    ['fullwidth letters', 'Ｗｉｔｈｄｒａｗ', /same as the existing module "Withdraw"/],
    ['other case and spaces', '  withDRAW', /same as the existing module "Withdraw"/],
    ['a zero-width space', 'With\u200bdraw', /invisible or control characters \(U\+200B/],
    ['a right-to-left override', '\u202ewardhtiW', /invisible or control characters \(U\+202E/],
    ['a Cyrillic look-alike letter', 'Withdr\u0430w', /mixes Latin and Cyrillic/],
  ])('refuses a rename with %s', async (_what, name, message) => {
    const token = await moduleEditor();
    const before = restrictions();
    const tags = moduleNamed('Tags');
    const rename = await call('PUT', `modules/${tags._id}`, { name }, token);
    expect(rename.status).toBe(400);
    expect(rename.body.errors.name).toMatch(message);
    expect(demo.store.find('modules', tags._id)!.name).toBe('Tags');
    expect(restrictions()).toBe(before);
  });

  it("refuses a rename onto another module's access key", async () => {
    const token = await signIn('superadmin@demo.test');
    const withdraw = moduleNamed('Withdraw');
    expect((await call('PUT', `modules/${withdraw._id}`, { name: 'Payouts' }, token)).status).toBe(
      200,
    );
    const tags = moduleNamed('Tags');
    const rename = await call('PUT', `modules/${tags._id}`, { name: 'withdraw' }, token);
    expect(rename.status).toBe(400);
    expect(rename.body.errors.name).toBe('"withdraw" is the access key of module "Payouts"');
    // The module itself may take its first name back.
    expect((await call('PUT', `modules/${withdraw._id}`, { name: 'Withdraw' }, token)).status).toBe(
      200,
    );
  });

  it('refuses a rename onto a name restriction entries already hold', async () => {
    const token = await signIn('superadmin@demo.test');
    demo.store.update('admins', 'admin-nobody', { restriction: [view('Ghost', true)] });
    const tags = moduleNamed('Tags');
    const rename = await call('PUT', `modules/${tags._id}`, { name: 'GHOST' }, token);
    expect(rename.status).toBe(400);
    expect(rename.body.errors.name).toMatch(/already in the restrictions of Ned Nobody/);
    expect(demo.store.find('admins', 'admin-nobody')!.restriction).toEqual([view('Ghost', true)]);
  });

  it('still renames, rewriting the entries that name the module', async () => {
    const token = await signIn('superadmin@demo.test');
    const tags = moduleNamed('Tags');
    expect((await call('PUT', `modules/${tags._id}`, { name: 'Labels' }, token)).status).toBe(200);
    const operator = demo.store.find('admins', 'admin-operator')!;
    expect(operator.restriction).toContainEqual(view('Labels', true));
  });
});

describe('unique values compare as identifying names', () => {
  it('refuses a category that normalises to an existing one, naming it', async () => {
    const token = await signIn('superadmin@demo.test');
    const count = demo.store.all('categories').length;
    const post = (name: string, slug: string) =>
      call('POST', 'categories', { name, slug, sortOrder: 0, isActive: true }, token);
    const fullwidth = await post('Ｓｐｏｒｔｓ', 'sports-2');
    expect(fullwidth.status).toBe(400);
    expect(fullwidth.body.errors.name).toBe(
      'Name "Ｓｐｏｒｔｓ" is the same as the existing category "Sports"',
    );
    // Composed and decomposed accents are one name.
    expect((await post('Caf\u00e9', 'cafe')).status).toBe(201);
    const decomposed = await post('Cafe\u0301', 'cafe-2');
    expect(decomposed.status).toBe(400);
    expect(decomposed.body.errors.name).toMatch(/same as the existing category/);
    const hidden = await post('Sp\u200dorts', 'sports-3');
    expect(hidden.body.errors.name).toMatch(/invisible or control characters \(U\+200D/);
    expect(demo.store.all('categories')).toHaveLength(count + 1);
  });

  it('refuses an admin e-mail that normalises to an existing one', async () => {
    const token = await signIn('superadmin@demo.test');
    const count = demo.store.all('admins').length;
    const post = (email: string) =>
      call(
        'POST',
        'admins',
        { name: 'Twin', email, password: DEMO_PASSWORD, role: 'subadmin', restriction: [] },
        token,
      );
    const twin = await post('ＳｕｐｅｒＡｄｍｉｎ@demo.test');
    expect(twin.status).toBe(400);
    expect(twin.body.errors.email).toBe(
      'Email "ＳｕｐｅｒＡｄｍｉｎ@demo.test" is the same as the existing admin "superadmin@demo.test"',
    );
    expect((await post('superadmin\u200b@demo.test')).body.errors.email).toMatch(/U\+200B/);
    expect((await post('fin\u0430nce@demo.test')).body.errors.email).toMatch(/Latin and Cyrillic/);
    expect(demo.store.all('admins')).toHaveLength(count);
  });

  it('refuses restriction entries named with invisible or look-alike letters', async () => {
    const token = await signIn('superadmin@demo.test');
    const put = await call(
      'PUT',
      'admins/admin-nobody',
      { restriction: [view('Withdr\u0430w', true)] },
      token,
    );
    expect(put.status).toBe(400);
    expect(put.body.errors.restriction).toMatch(/mixes Latin and Cyrillic/);
    expect(demo.store.find('admins', 'admin-nobody')!.restriction).toEqual([]);
  });
});

describe('sign-in finds the admin by the key of its e-mail', () => {
  it('signs in whatever the spelling, and one lock counts guesses at every spelling', async () => {
    const login = (email: string, password = DEMO_PASSWORD) =>
      call('POST', 'login', { email, password });
    const signedIn = await login(' ＳｕｐｅｒＡｄｍｉｎ@demo.test ');
    expect(signedIn.status).toBe(200);
    expect((signedIn.body.result.admin as Row)._id).toBe('admin-superadmin');
    const spellings = ['finance@demo.test', 'FINANCE@demo.test', 'ｆｉｎａｎｃｅ@demo.test'];
    for (let i = 1; i < SIGN_IN_MAX_FAILURES; i++)
      expect((await login(spellings[i % spellings.length], 'wrong')).status).toBe(400);
    expect((await login(spellings[0], 'wrong')).status).toBe(429);
    expect((await login('Finance@Demo.test')).status).toBe(429);
  });
});
