import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { Editor } from '@tiptap/react';
import cmsPages from '../../resources/cms-pages';
import { declarationRoutes } from '../../src/app/routes';
import { toastStore } from '../../src/toast/toasts';
import {
  formReady,
  formSettled,
  listenDemoApi,
  requests,
  resetApp,
  server,
  startApp,
  store,
  UI_WAIT_MS,
} from './harness';
// The editor loads lazily in the app; loading it here keeps its first compile out of a test's time.
import '../../src/ui/editor/RichTextEditor';

// A ceiling for every wait, not a timing goal: the whole suite shares two CPUs.
configure({ asyncUtilTimeout: 20_000 });

// ProseMirror measures the selection to scroll it into view; jsdom has no layout.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0 };
  const proto = Range.prototype as unknown as Record<string, unknown>;
  proto.getClientRects ??= () => ({
    length: 0,
    item: () => null,
    [Symbol.iterator]: [][Symbol.iterator],
  });
  proto.getBoundingClientRect ??= () => ({ ...rect, toJSON: () => rect });
  (document as unknown as Record<string, unknown>).elementFromPoint ??= () => null;
  listenDemoApi();
});
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

/** The TipTap editor behind an editable region (TipTap keeps it on its DOM node). */
function editorOf(label: string): Editor {
  const element = screen.getByRole('textbox', { name: label }) as HTMLElement & { editor?: Editor };
  return element.editor!;
}

async function editorReady(label: string, text?: string) {
  await waitFor(
    () => {
      const box = screen.getByRole('textbox', { name: label });
      if (text) expect(box.textContent).toContain(text);
    },
    { timeout: UI_WAIT_MS },
  );
  await formSettled();
}

const count = (text: unknown, part: string) => String(text).split(part).length - 1;

describe('email template edit', () => {
  it('inserts a variable from its chip, previews sample values, and saves', async () => {
    const user = userEvent.setup({ delay: null });
    const template = store.all('email-templates').find((row) => row.name === 'Welcome')!;
    const before = count(template.body, '{{name}}');
    await startApp(`/updatetemplate/${template._id}`, { signedInAs: 'superadmin@demo.test' });
    await editorReady('Body', 'Your account is ready');
    await editorReady('Subject', 'Welcome to');

    // The stored variables are chips; the preview fills them with samples, sanitized, in a sandbox.
    const chips = within(screen.getByTestId('template-variables'));
    for (const name of template.variables as string[])
      expect(chips.getByRole('button', { name: `{{${name}}}` })).toBeInTheDocument();
    const frame = screen.getByTitle('Email preview');
    expect(frame.getAttribute('sandbox')).toBe('');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('Hi Alex Morgan,'));
    expect(frame.getAttribute('srcdoc')).not.toContain('{{name}}');
    expect(screen.getByTestId('preview-subject')).toHaveTextContent(
      'Welcome to Predicta, Alex Morgan!',
    );

    // Cursor at the end of the body, then a click on {{loginUrl}} puts it there.
    const body = editorOf('Body');
    body.commands.focus('end');
    await user.click(chips.getByRole('button', { name: '{{loginUrl}}' }));
    await waitFor(() => expect(body.getText().endsWith('{{loginUrl}}')).toBe(true));
    // The subject's cursor: after a click in it, the chip goes into the subject.
    const subject = editorOf('Subject');
    await user.click(screen.getByRole('textbox', { name: 'Subject' }));
    subject.commands.focus('end');
    await user.click(chips.getByRole('button', { name: '{{name}}' }));
    await waitFor(() =>
      expect(screen.getByTestId('preview-subject')).toHaveTextContent(
        'Welcome to Predicta, Alex Morgan!Alex Morgan',
      ),
    );
    expect(body.getText()).not.toMatch(/\{\{name\}\}\{\{loginUrl/);

    requests.length = 0;
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(toastStore.get().toasts[0]).toMatchObject({ type: 'success' }));
    const saved = store.find('email-templates', String(template._id))!;
    expect(saved.subject).toBe('Welcome to {{siteName}}, {{name}}!{{name}}');
    expect(count(saved.body, '{{name}}')).toBe(before);
    expect(String(saved.body)).toMatch(/\{\{loginUrl\}\}<\/p>$/);
    // Nothing of the seeded body was lost on this first edit: the editor keeps all of its markup
    // (the styled frame is the e-mail layout's, around the body, not in it).
    expect(saved.body).toBe(String(template.body).replace(/<\/p>$/, '{{loginUrl}}</p>'));
    expect(screen.getByTitle('Email preview').getAttribute('srcdoc')).toContain('max-width:560px');
    // The server keeps the read-only variables in step with what subject and body use.
    expect(saved.variables).toEqual(template.variables);
    expect(count(saved.body, '{{loginUrl}}')).toBe(count(template.body, '{{loginUrl}}') + 1);
    expect(
      requests.filter((request) => request.method === 'PATCH' || request.method === 'PUT'),
    ).toHaveLength(1);
  }, 45_000);
});

describe('CMS pages: one screen adds and updates', () => {
  it('gives /add-cms and /update-cms/:id the same page component', () => {
    const routes = declarationRoutes(cmsPages);
    const element = (path: string) =>
      routes.find((route) => route.path === path)?.element as ReactElement;
    expect(element('/add-cms')).toBeDefined();
    expect(element('/add-cms').type).toBe(element('/update-cms/:id').type);
  });

  it('adds a page, then updates it on that same screen, with live meta counters', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await startApp('/add-cms', { signedInAs: 'superadmin@demo.test' });
    const form = await screen.findByTestId('cms-page-form', undefined, { timeout: UI_WAIT_MS });
    expect(within(form).getByRole('heading', { name: 'New CMS page' })).toBeInTheDocument();
    await user.type(await formReady('Title'), 'Fees and Limits');
    expect(screen.getByLabelText('Slug')).toHaveValue('fees-and-limits');
    await user.type(screen.getByLabelText('Meta title'), 'Fees | Predicta');
    expect(within(form).getByText('15 / 60')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Meta description'), 'What trading costs.');
    expect(within(form).getByText('19 / 160')).toBeInTheDocument();
    await editorReady('Content');
    editorOf('Content').commands.setContent('<h2>Fees</h2><p>Trading fee: 1 %.</p>');
    await waitFor(() =>
      expect(screen.getByTitle('Page preview').getAttribute('srcdoc')).toContain(
        '<h2>Fees</h2><p>Trading fee: 1 %.</p>',
      ),
    );
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cms-list'), {
      timeout: UI_WAIT_MS,
    });
    const created = store.all('cms-pages').find((row) => row.slug === 'fees-and-limits')!;
    expect(created).toMatchObject({
      title: 'Fees and Limits',
      metaTitle: 'Fees | Predicta',
      metaDescription: 'What trading costs.',
      content: '<h2>Fees</h2><p>Trading fee: 1 %.</p>',
      status: 'draft',
    });
    cleanup();

    await startApp(`/update-cms/${created._id}`, { signedInAs: 'superadmin@demo.test' });
    const edit = await screen.findByTestId('cms-page-form', undefined, { timeout: UI_WAIT_MS });
    expect(within(edit).getByRole('heading', { name: 'Edit CMS page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Fees and Limits'), {
      timeout: UI_WAIT_MS,
    });
    await editorReady('Content', 'Trading fee');
    const meta = screen.getByLabelText('Meta title');
    await user.type(meta, 'x'.repeat(50));
    // Past the limit: counted, not cut, and refused with the limit named.
    expect(meta).toHaveValue(`Fees | Predicta${'x'.repeat(50)}`);
    expect(within(edit).getByText('65 / 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText(/60/, { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    await user.clear(meta);
    await user.type(meta, 'Fees and limits | Predicta');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(store.find('cms-pages', String(created._id))?.metaTitle).toBe(
        'Fees and limits | Predicta',
      ),
    );
  }, 60_000);

  it('puts a duplicate slug 400 on the slug field and keeps every input', async () => {
    const user = userEvent.setup({ delay: null });
    const taken = store.all('cms-pages')[0];
    const { router } = await startApp('/add-cms', { signedInAs: 'superadmin@demo.test' });
    await user.type(await formReady('Title'), 'Another about page');
    const slug = screen.getByLabelText('Slug');
    await user.clear(slug);
    await user.type(slug, String(taken.slug));
    await user.type(screen.getByLabelText('Meta title'), 'About again');
    await user.type(screen.getByLabelText('Meta description'), 'A second about page.');
    await editorReady('Content');
    editorOf('Content').commands.setContent('<p>Body kept</p>');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    const error = await screen.findByText(
      `Slug "${String(taken.slug)}" is already used`,
      undefined,
      {
        timeout: UI_WAIT_MS,
      },
    );
    expect(error.closest('.ant-form-item')?.querySelector('#slug, [id$="slug"]')).not.toBeNull();
    expect(screen.getByLabelText('Title')).toHaveValue('Another about page');
    expect(screen.getByLabelText('Slug')).toHaveValue(String(taken.slug));
    expect(screen.getByLabelText('Meta title')).toHaveValue('About again');
    expect(editorOf('Content').getHTML()).toBe('<p>Body kept</p>');
    expect(router.state.location.pathname).toBe('/add-cms');
    expect(store.all('cms-pages').filter((row) => row.slug === taken.slug)).toHaveLength(1);
  }, 45_000);
});

describe('CMS pages: publish and unpublish', () => {
  async function confirm(user: ReturnType<typeof userEvent.setup>, label: string) {
    const open = () =>
      [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')]
        .filter((modal) => modal.textContent?.includes(label))
        .at(-1);
    await waitFor(() => expect(open()).toBeDefined());
    await user.click(within(open()!).getByRole('button', { name: label, hidden: true }));
  }

  it('publishes a draft, unpublishes it, and answers a stale Publish with the 409 message', async () => {
    const user = userEvent.setup({ delay: null });
    const draft = store.all('cms-pages').find((row) => row.status === 'draft')!;
    await startApp(`/update-cms/${draft._id}`, { signedInAs: 'superadmin@demo.test' });
    const publish = await screen.findByRole('button', { name: 'Publish' }, { timeout: UI_WAIT_MS });
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    await user.click(publish);
    await confirm(user, 'Publish');
    await waitFor(() =>
      expect(store.find('cms-pages', String(draft._id))?.status).toBe('published'),
    );
    const unpublish = await screen.findByRole('button', { name: 'Unpublish' });
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    await user.click(unpublish);
    await confirm(user, 'Unpublish');
    await waitFor(() => expect(store.find('cms-pages', String(draft._id))?.status).toBe('draft'));

    // Another admin publishes it meanwhile; this screen still offers Publish.
    const stale = await screen.findByRole('button', { name: 'Publish' });
    store.update('cms-pages', String(draft._id), { status: 'published' });
    await user.click(stale);
    await confirm(user, 'Publish');
    await waitFor(() =>
      expect(toastStore.get().toasts[0]).toMatchObject({
        type: 'error',
        message: 'Publish failed',
      }),
    );
    expect(String(toastStore.get().toasts[0].description)).toMatch(/published/);
  }, 45_000);

  it('shows a view-only admin no add, edit, publish or unpublish', async () => {
    await startApp('/cms-list', { signedInAs: 'viewer@demo.test' });
    await screen.findByText('About Us', undefined, { timeout: UI_WAIT_MS });
    expect(screen.queryByRole('button', { name: /New cms page/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /Actions for/, hidden: true })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish', hidden: true })).toBeNull();
    expect(screen.queryByLabelText(/^Edit /)).toBeNull();
  }, 30_000);
});
