import { Suspense, useEffect, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { t } from '../i18n/translator';
import { preloadable } from '../ui/preloadable';

/** The dialog (antd Modal and Input, the page and record search) loads when first opened. */
const PaletteDialog = preloadable(() => import('./PaletteDialog')).Component;

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * Ctrl-K (Cmd-K on a Mac), or the header's Search button: jumps to any page the admin may view,
 * and finds records by id or name in the modules the admin may view (each opening on its edit page
 * for an editor, else its show page). Arrow keys choose, Enter opens, Esc closes.
 */
export function CommandPalette() {
  const [open, setOpen] = useState(false);
  const shortcut = isMac() ? '⌘K' : 'Ctrl K';
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen((shown) => !shown);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      {/* On a phone only the icon shows: the tooltip says what it does. */}
      <Tooltip title={t('Search {{shortcut}}', { shortcut })}>
        <Button
          icon={<SearchOutlined aria-hidden />}
          onClick={() => setOpen(true)}
          aria-label={t('Search {{shortcut}}', { shortcut })}
          aria-keyshortcuts="Control+K Meta+K"
        >
          <span className="phone-hidden">
            {t('Search')} <span className="palette-kbd">{shortcut}</span>
          </span>
        </Button>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <PaletteDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
