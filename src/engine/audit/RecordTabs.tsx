import { Suspense, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Collapse, Skeleton, Tabs, type TabsProps } from 'antd';
import { usePhone } from '../../ui/usePhone';
import type { ResourceDeclaration } from '../../../resources/types';
import type { RowNamer } from '../../model/auditTrail';
import { RecordHistory } from './RecordHistory';
import { t } from '../../i18n/translator';
import { preloadableExport } from '../../ui/preloadable';

/** The Notes tab's code (its mention box), fetched when a record's tabs first draw it. */
const Notes = preloadableExport(
  () => import('../notes/RecordNotes'),
  (module) => module.RecordNotes,
);

/** The address's `#notes`: the Notes tab (a mention's notification opens it). */
const NOTES_TAB = 'notes';

/** The address's `#history`: the History tab (a link may open it). */
const HISTORY_TAB = 'history';

/**
 * A stored record's page as tabs: what the page shows (`details`, e.g. the edit form), the
 * declaration's other tabs (`items`), Notes and History. The tab is kept in the address's hash
 * (`#history`), replacing the entry: the path stays, so the unsaved-changes guard lets it pass, and
 * the form stays mounted in its hidden tab with what the admin typed. Not in the query: Refine adds
 * the query's parameters to the record's query key, and a new key would reload the record and
 * reset the form. Notes and History appear once the record is known.
 */
export function RecordTabs({
  declaration,
  id,
  revision,
  details,
  items = [],
  rowName,
  label = t('Record'),
}: {
  declaration: ResourceDeclaration;
  /** The stored record's id; undefined while it loads (no History tab yet). */
  id: string | undefined;
  revision?: unknown;
  details?: ReactNode;
  items?: NonNullable<TabsProps['items']>;
  rowName?: RowNamer;
  label?: string;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const all: NonNullable<TabsProps['items']> = [
    ...(details === undefined ? [] : [{ key: 'details', label: t('Details'), children: details }]),
    ...items,
    ...(id
      ? [
          {
            key: NOTES_TAB,
            label: t('Notes'),
            children: (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
                <Notes.Component declaration={declaration} id={id} />
              </Suspense>
            ),
          },
          {
            key: HISTORY_TAB,
            label: t('History'),
            children: (
              <RecordHistory
                declaration={declaration}
                id={id}
                revision={revision}
                rowName={rowName}
              />
            ),
          },
        ]
      : []),
  ];
  const phone = usePhone();
  if (all.length === 0) return null;
  const wanted = decodeURIComponent(location.hash.replace(/^#/, ''));
  const active = all.some((item) => item.key === wanted) ? wanted! : String(all[0].key);
  const open = (key: string) =>
    void navigate(
      { pathname: location.pathname, search: location.search, hash: key === all[0].key ? '' : key },
      { replace: true },
    );
  // A phone's screen has no room for a row of tabs: antd would fold the others behind a "more"
  // button inside the tab list (which a screen reader cannot use). One section opens at a time.
  if (phone)
    return (
      // Not antd's `accordion`: it calls the sections tabs without their tab list's rules.
      <Collapse
        aria-label={label}
        activeKey={[active]}
        items={all.map((item) => ({ key: item.key, label: item.label, children: item.children }))}
        onChange={(keys) => {
          const opened = ([] as string[]).concat(keys).find((key) => key !== active);
          if (opened) open(opened);
        }}
      />
    );
  return <Tabs aria-label={label} activeKey={active} items={all} onChange={open} />;
}
