/** The module's test, written beside it (resources/<name>/<name>.test.ts) by `npm run new-module`. */
import type { ModuleNames } from './names';
import type { ModuleOptions } from './templates';

export function testFile(names: ModuleNames, options: ModuleOptions): string {
  const { name, module, singularName } = names;
  const states = options.states
    ? `

  it('moves through its states and deletes only a draft', async () => {
    const token = await demo.signIn('superadmin@demo.test');
    const kept = await demo.call('POST', '${name}', { name: 'Kept' }, token);
    const draft = await demo.call('POST', '${name}', { name: 'Dropped' }, token);
    expect([kept.body.result.status, draft.body.result.status]).toEqual(['draft', 'draft']);
    const id = kept.body.result._id as string;
    const active = await demo.call('POST', \`${name}/\${id}/activate\`, {}, token);
    expect(active.body.result.status).toBe('active');
    expect((await demo.call('POST', \`${name}/\${id}/activate\`, {}, token)).status).toBe(409);
    const refused = await demo.call('DELETE', \`${name}/\${id}\`, undefined, token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/active/);
    const archived = await demo.call('POST', \`${name}/\${id}/archive\`, {}, token);
    expect(archived.body.result.status).toBe('archived');
    const gone = await demo.call('DELETE', \`${name}/\${draft.body.result._id}\`, undefined, token);
    expect(gone.status).toBe(200);
  });`
    : '';
  const screen = options.screen
    ? `

  it('draws its own screen for both form routes', async () => {
    const { pages } = getDeclaration('${name}')!;
    expect(pages?.create).toBe(pages?.edit);
    expect(typeof (await pages!.create!()).default).toBe('function');
  });`
    : '';
  return `import { describe, expect, it } from 'vitest';
import { createAccessDecider } from '../../access/enforcer';
import { decideRoute } from '../../access/routes';
import { getDeclaration, menuItems, routeRules } from '../../src/model/registry';
import { freshDemoApi } from '../../tests/unit/demoClient';

/** ${names.plural}: who may open what, and the demo API serving them as the real API must. */
describe('${names.plural.toLowerCase()}', () => {
  const demo = freshDemoApi();

  it('opens the list to an admin who may view the module, the forms to one who may edit it', async () => {
    const viewer = await createAccessDecider('subadmin', [
      { name: '${module}', canView: true, canEdit: false },
    ]);
    expect(decideRoute('/${name}', routeRules, menuItems, viewer).kind).toBe('allow');
    expect(decideRoute('/add-${singularName}', routeRules, menuItems, viewer)).toEqual({
      kind: 'redirect',
      to: '/${name}',
    });
  });

  it('lists, checks and creates over the API, a name once in any spelling', async () => {
    const token = await demo.signIn('superadmin@demo.test');
    const list = await demo.call('GET', '${name}?page=1&limit=5', undefined, token);
    expect(list.status).toBe(200);
    const blank = await demo.call('POST', '${name}', { name: ' ' }, token);
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.errors)).toEqual(['name']);
    const created = await demo.call('POST', '${name}', { name: 'First one' }, token);
    expect(created.status).toBe(201);
    const again = await demo.call('POST', '${name}', { name: ' FIRST ONE ' }, token);
    expect(again.status).toBe(400);
    const after = await demo.call('GET', '${name}?limit=1', undefined, token);
    expect(after.body.result.total).toBe(list.body.result.total + 1);
  });

  it('refuses a change from an admin who may only view the module (403)', async () => {
    const token = await demo.signIn('viewer@demo.test');
    expect((await demo.call('GET', '${name}', undefined, token)).status).toBe(200);
    expect((await demo.call('POST', '${name}', { name: 'Second' }, token)).status).toBe(403);
  });${states}${screen}
});
`;
}
