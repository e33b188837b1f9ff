import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AccessDecider } from '../../access/enforcer';
import { useAccess } from '../session/access';
import { menuItems } from '../model/registry';
import { visibleMenu } from './menu';
import { GO_TO_WAIT_MS, shortcutIgnored, tellShortcut, type GoToPage } from '../ui/shortcuts';
import { preloadable } from '../ui/preloadable';
import { t } from '../i18n/translator';

/** The list of keys loads when `?` is first pressed. */
const ShortcutsHelp = preloadable(() => import('./ShortcutsHelp')).Component;

/** The admin's sidebar items that declare a letter (`menu.key`), in menu order. */
function goToPages(access: AccessDecider | null): GoToPage[] {
  if (!access) return [];
  return visibleMenu(menuItems, access).flatMap((section) =>
    section.items.flatMap((item) =>
      item.key ? [{ key: item.key, label: item.label, path: item.path }] : [],
    ),
  );
}

/**
 * The keys of the whole panel (docs/behaviour.md, "Keys"): `g` then a page's letter opens that
 * page, `?` lists every key. Listened to before a list's own keys (capture), so that the letter
 * after `g` opens a page and is not also taken by the list (`g a`: Approvals, not Approve).
 */
export function KeyboardShortcuts() {
  const access = useAccess();
  const navigate = useNavigate();
  const [help, setHelp] = useState(false);
  const pages = useMemo(() => goToPages(access), [access]);
  const latest = useRef(pages);
  useEffect(() => {
    latest.current = pages;
  });
  useEffect(() => {
    // Set while `g` waits for its letter.
    let waiting: ReturnType<typeof setTimeout> | undefined;
    const onKey = (event: KeyboardEvent) => {
      if (shortcutIgnored(event) || event.key === 'Shift') return;
      if (waiting !== undefined) {
        clearTimeout(waiting);
        waiting = undefined;
        event.preventDefault();
        event.stopPropagation();
        if (event.key === 'Escape') return;
        const page = latest.current.find((item) => item.key === event.key);
        if (page) navigate(page.path);
        else tellShortcut(t('No page opens with g then {{key}}', { key: event.key }));
      } else if (event.key === 'g') {
        event.preventDefault();
        waiting = setTimeout(() => (waiting = undefined), GO_TO_WAIT_MS);
      } else if (event.key === '?') {
        event.preventDefault();
        setHelp(true);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      clearTimeout(waiting);
    };
  }, [navigate]);
  return help ? (
    <Suspense fallback={null}>
      <ShortcutsHelp pages={pages} onClose={() => setHelp(false)} />
    </Suspense>
  ) : null;
}
