import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  antdOption,
  listenDemoApi,
  requests,
  resetApp,
  server,
  startApp,
  store,
  UI_WAIT_MS,
} from './harness';
import { chooseLanguage, currentLanguage } from '../../src/i18n/language';

/**
 * The panel in Spanish. Chosen before sign-in (this browser keeps it) or on the
 * Profile page (the account keeps it, and the admin's next browser opens in it); numbers, money and
 * dates follow it, and the API's messages are shown in it.
 */
beforeAll(listenDemoApi);
afterEach(async () => {
  cleanup();
  resetApp();
  localStorage.clear();
  await chooseLanguage('en');
  localStorage.clear();
});
afterAll(() => server.close());

const wait = { timeout: UI_WAIT_MS };

describe('languages', () => {
  it('switches the sign-in page, keeps the choice in this browser, and shows a refusal in it', async () => {
    await startApp('/login');
    fireEvent.change(await screen.findByLabelText('Language', {}, wait), {
      target: { value: 'es' },
    });
    const submit = await screen.findByRole('button', { name: 'Iniciar sesión' }, wait);
    expect(localStorage.getItem('pm-admin:language')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    // The API answers in English; the form shows its message in Spanish, where it stays.
    fireEvent.change(screen.getByLabelText('Correo electrónico'), {
      target: { value: 'finance@demo.test' },
    });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'wrong' } });
    fireEvent.click(submit);
    expect(
      await screen.findByText('Correo electrónico o contraseña incorrectos', {}, wait),
    ).toBeTruthy();
  }, 120_000);

  it('keeps the Profile choice on the account: lists, money and messages follow, in any browser', async () => {
    const user = userEvent.setup({ delay: null });
    await startApp('/profile', { signedInAs: 'finance@demo.test' });
    await user.click(await screen.findByRole('combobox', { name: 'Language' }, wait));
    await user.click(await antdOption('Español'));
    await waitFor(() => expect(currentLanguage()).toBe('es'), wait);
    await waitFor(() => {
      const saved = requests.find(
        (request) => request.method === 'PUT' && request.path === '/api/admin/preferences',
      );
      expect(saved).toBeTruthy();
    }, wait);
    const language = () =>
      store.all('admins').find((row) => row.email === 'finance@demo.test')?.language;
    await waitFor(() => expect(language()).toBe('es'), wait);
    expect((await screen.findAllByText('Perfil', {}, wait)).length).toBeGreaterThan(0);

    // A new browser: nothing kept here; the account's language applies once the admin is known.
    cleanup();
    localStorage.clear();
    await chooseLanguage('en');
    await startApp('/withdraw', { signedInAs: 'finance@demo.test' });
    await waitFor(() => expect(currentLanguage()).toBe('es'), wait);
    const sidebar = await screen.findByTestId('sidebar', {}, wait);
    expect(await within(sidebar).findByText('Retiro', {}, wait)).toBeTruthy();
    // Money in the language's marks: a decimal comma, grouping by dots.
    const amounts = await screen.findAllByText(/^\d{1,3}(\.\d{3})*,\d+( \p{Lu}+)?$/u, {}, wait);
    expect(amounts.length).toBeGreaterThan(0);
    // Dates day first.
    expect(
      (await screen.findAllByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/, {}, wait)).length,
    ).toBeGreaterThan(0);
  }, 180_000);

  it("shows a form's field errors (the model's messages) in the language", async () => {
    await chooseLanguage('es');
    const user = userEvent.setup({ delay: null });
    await startApp('/add-tag', { signedInAs: 'superadmin@demo.test' });
    const save = await screen.findByRole('button', { name: /Guardar/ }, wait);
    await user.click(save);
    expect(await screen.findByText('Texto es obligatorio', {}, wait)).toBeTruthy();
  }, 120_000);
});
