import { bench, describe } from 'vitest';
import { createAccessDecider } from '../../access/enforcer';
import { decideRoute } from '../../access/routes';
import { DEMO_ACCOUNTS } from '../../src/demo/accounts';
import { menuItems, routeRules } from '../../src/model/registry';
import { visibleMenu } from '../../src/layout/menu';

const viewer = DEMO_ACCOUNTS.find((account) => account.email.startsWith('viewer'))!;
const operator = DEMO_ACCOUNTS.find((account) => account.email.startsWith('operator'))!;
const viewerAccess = await createAccessDecider(viewer.role, viewer.restriction);
const operatorAccess = await createAccessDecider(operator.role, operator.restriction);
const paths = routeRules.map((rule) => rule.path.replace(/:[a-z]+/i, 'x'));

describe('access', () => {
  bench('build one enforcer (27-entry restriction list)', async () => {
    await createAccessDecider(viewer.role, viewer.restriction);
  });
  bench('full menu: sidebar + every route decision (viewer)', () => {
    visibleMenu(menuItems, viewerAccess);
    for (const path of paths) decideRoute(path, routeRules, menuItems, viewerAccess);
  });
  bench('full menu: sidebar + every route decision (operator)', () => {
    visibleMenu(menuItems, operatorAccess);
    for (const path of paths) decideRoute(path, routeRules, menuItems, operatorAccess);
  });
});
