import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  confirmButton,
  listenDemoApi,
  requests,
  resetApp,
  server,
  startApp,
  store,
} from '../../tests/integration/harness';
import { withSingleControl } from '../../tests/integration/support/singleControl';

beforeAll(listenDemoApi);
// About saving the settings: saved at once here (dual control's screens have their own files).
withSingleControl(store);
afterEach(() => {
  cleanup();
  resetApp();
  store.reset();
});
afterAll(() => server.close());

describe('/site-setting', () => {
  it('saves, and the layout shows the new site name and the maintenance banner at once', async () => {
    const user = userEvent.setup();
    const { router } = await startApp('/site-setting', { signedInAs: 'superadmin@demo.test' });
    const name = await screen.findByLabelText('Site name');
    expect(screen.getByTestId('site-name')).toHaveTextContent('Predicta Admin');
    expect(screen.queryByTestId('maintenance-banner')).not.toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Ops desk');
    await user.click(screen.getByRole('switch', { name: 'Maintenance mode' }));
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await user.click(await confirmButton('Save'));

    await waitFor(() => expect(screen.getByTestId('site-name')).toHaveTextContent('Ops desk'));
    expect(screen.getByTestId('maintenance-banner')).toHaveTextContent('Maintenance mode is on');
    expect(router.state.location.pathname).toBe('/site-setting');
    expect(store.object('site-setting')).toMatchObject({
      siteName: 'Ops desk',
      maintenanceMode: true,
    });
  });

  it('keeps the input and shows the field message when a setting is refused', async () => {
    const user = userEvent.setup();
    await startApp('/site-setting', { signedInAs: 'superadmin@demo.test' });
    const link = await screen.findByLabelText('Discord');
    await user.clear(link);
    await user.type(link, 'discord.gg/no-scheme');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    const item = link.closest('.ant-form-item') as HTMLElement;
    expect(
      await within(item).findByText('Discord must be an http(s) address, like https://example.com'),
    ).toBeInTheDocument();
    expect(link).toHaveValue('discord.gg/no-scheme');
  });

  it('is read-only for an admin with view only', async () => {
    await startApp('/site-setting', { signedInAs: 'viewer@demo.test' });
    expect(await screen.findByLabelText('Site name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });

  it('asks before saving maintenance mode on, naming the effect; Cancel saves nothing', async () => {
    const user = userEvent.setup();
    await startApp('/site-setting', { signedInAs: 'superadmin@demo.test' });
    await screen.findByLabelText('Site name');
    await user.click(screen.getByRole('switch', { name: 'Maintenance mode' }));
    await user.click(screen.getByRole('button', { name: /Save/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Save these platform switches?' });
    expect(dialog).toHaveTextContent('Maintenance mode on: the platform closes to users.');
    await user.click(await confirmButton('Cancel'));
    // Nothing was sent: no save request reached the demo API.
    expect(requests.some((request) => request.path.endsWith('updateSiteDetails'))).toBe(false);
    expect(store.object('site-setting').maintenanceMode).toBe(false);
  });

  it('asks before turning trading off on every market, and saves once confirmed', async () => {
    const user = userEvent.setup();
    await startApp('/site-setting', { signedInAs: 'superadmin@demo.test' });
    await screen.findByLabelText('Site name');
    await user.click(screen.getByRole('switch', { name: 'Trading enabled' }));
    await user.click(screen.getByRole('button', { name: /Save/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Save these platform switches?' });
    expect(dialog).toHaveTextContent('Trading off: trading stops on every market.');
    expect(dialog).not.toHaveTextContent('Maintenance');
    expect(store.object('site-setting').tradingEnabled).toBe(true);
    await user.click(await confirmButton('Save'));
    await waitFor(() => expect(store.object('site-setting').tradingEnabled).toBe(false));
  });

  it('saves other settings without asking', async () => {
    const user = userEvent.setup();
    await startApp('/site-setting', { signedInAs: 'superadmin@demo.test' });
    const name = await screen.findByLabelText('Site name');
    await user.clear(name);
    await user.type(name, 'Quiet desk');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(store.object('site-setting').siteName).toBe('Quiet desk'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
