import { Fragment } from 'react';
import { Button, Modal, Typography } from 'antd';
import { shortcutsStore, type GoToPage } from '../ui/shortcuts';
import { t } from '../i18n/translator';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** One key, or a sequence ("g then w"), as a screen reader reads it too. */
function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <>
      {keys.map((key, at) => (
        <Fragment key={key}>
          {at > 0 && ` ${t('then')} `}
          <kbd>{key}</kbd>
        </Fragment>
      ))}
    </>
  );
}

/** Rows of keys and what they do, as a description list. */
function KeyList({ rows }: { rows: readonly { keys: readonly string[]; does: string }[] }) {
  return (
    <dl className="shortcut-list">
      {rows.map((row) => (
        <div key={row.keys.join(' ')} className="shortcut-row">
          <dt>
            <Keys keys={row.keys} />
          </dt>
          <dd>{row.does}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The `?` dialog: every key the panel answers to here. The list on screen adds its own (moving,
 * picking, opening, and the actions the admin may take on its rows with their keys); the pages are
 * the admin's own sidebar items that have a letter.
 */
export default function ShortcutsHelp({
  pages,
  onClose,
}: {
  pages: readonly GoToPage[];
  onClose: () => void;
}) {
  const list = shortcutsStore.use((state) => state.list);
  const listRows = list
    ? [
        { keys: ['j'], does: t('Next row (also ↓)') },
        { keys: ['k'], does: t('Previous row (also ↑)') },
        { keys: [t('Enter')], does: t('Open the row') },
        ...(list.edit ? [{ keys: ['e'], does: t('Edit the row') }] : []),
        ...(list.select ? [{ keys: ['x'], does: t('Select the row for a batch action') }] : []),
        ...list.actions.map((action) => ({
          keys: [action.key],
          does: t('{{action}} the row (asks first, as its button does)', {
            action: t(action.label),
          }),
        })),
        ...(list.search ? [{ keys: ['/'], does: t('Search or filter the list') }] : []),
      ]
    : [];
  const everywhere = [
    { keys: ['?'], does: t('Show these keys') },
    { keys: [isMac() ? '⌘K' : 'Ctrl K'], does: t('Search pages and records') },
    ...pages.map((page) => ({
      keys: ['g', page.key],
      does: t('Go to {{page}}', { page: t(page.label) }),
    })),
  ];
  return (
    <Modal
      open
      title={t('Keyboard shortcuts')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('Close')}
        </Button>
      }
      width={560}
    >
      <Typography.Paragraph type="secondary">
        {t('Keys do nothing while you type in a field or a dialog is open.')}
      </Typography.Paragraph>
      {list && (
        <section aria-labelledby="shortcuts-list">
          <Typography.Title level={5} id="shortcuts-list">
            {t('On this list')}
          </Typography.Title>
          <KeyList rows={listRows} />
        </section>
      )}
      <section aria-labelledby="shortcuts-anywhere">
        <Typography.Title level={5} id="shortcuts-anywhere">
          {t('Anywhere')}
        </Typography.Title>
        <KeyList rows={everywhere} />
      </section>
    </Modal>
  );
}
