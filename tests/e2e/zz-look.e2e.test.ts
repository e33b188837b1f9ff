import { it } from 'vitest';
import { browserSuite, openPage, productionApp, screenshot, signIn } from './browser';
import { serverApi } from './serverApi';
import { listLink } from '../../src/model/listLink';

const app = browserSuite(productionApp());
const call = serverApi(() => app.url);

it('looks', async () => {
  const coins = (await call('finance@demo.test', 'GET', 'coins?q=USDC&limit=1')).result.items!;
  await call('finance@demo.test', 'PUT', `coins/${coins[0]._id}`, { maxWithdraw: '12345' });
  for (const phone of [false, true]) {
    const b = await openPage(app.browser, { phone });
    if (!phone) await b.page.setViewportSize({ width: 1440, height: 900 });
    await signIn(b.page, app.url, 'superadmin@demo.test');
    const w = phone ? '390' : '1440';
    await b.page.goto(`${app.url}/dual-control`);
    await b.page.getByTestId('dual-control-coverage').waitFor();
    await screenshot(b.page, `zz-coverage-${w}`);
    await b.page.goto(`${app.url}/update-coin/${coins[0]._id}`);
    await b.page.getByTestId('pending-change-banner').waitFor();
    await b.page.getByRole('textbox', { name: 'Withdraw fee' }).fill('0.77');
    await b.page.getByTestId('held-save-notice').waitFor();
    await screenshot(b.page, `zz-coin-held-${w}`);
    await b.page.goto(`${app.url}/sub-admin?viewAs=admin-finance`);
    await b.page.getByRole('tab', { name: /Dual control/ }).click();
    await b.page.getByRole('table', { name: 'Dual control as this admin' }).waitFor();
    await screenshot(b.page, `zz-viewas-${w}`);
    await b.page.goto(app.url + listLink('/approvals', 'waitingForMe=true'));
    await b.page.getByText('Withdrawal review').first().waitFor();
    await screenshot(b.page, `zz-inbox-${w}`);
    await b.context.close();
  }
});
