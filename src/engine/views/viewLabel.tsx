import { TeamOutlined } from '@ant-design/icons';
import type { ListedView } from '../../model/views';
import { formatLocale } from '../../model/format';
import { t } from '../../i18n/translator';

/** How long ago `at` was, in one short unit: "3 h", "12 min", "4 d". */
function formatAge(at: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(at)) / 60_000));
  const [amount, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 48 * 60
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / (24 * 60)), 'day'];
  return new Intl.NumberFormat(formatLocale(), {
    style: 'unit',
    unit,
    unitDisplay: 'short',
  }).format(amount);
}

/** A view's name as the panel shows it: a built-in one in the admin's language. */
export const viewName = (view: ListedView) => (view.builtIn ? t(view.name) : view.name);

/**
 * A view's count and its oldest row's age ("12 · oldest 3 h"); a count that could not be read is
 * "—" with the reason in its title, never 0.
 */
function ViewCount({ view }: { view: ListedView }) {
  if (view.count === undefined)
    return (
      <span
        className="view-count view-count-failed"
        data-testid="view-count"
        title={t('Not counted: {{reason}}', {
          reason: view.countError ? t(view.countError) : t('no answer'),
        })}
      >
        —
      </span>
    );
  return (
    <span className="view-count" data-testid="view-count">
      {new Intl.NumberFormat(formatLocale()).format(view.count)}
      {view.oldestAt && view.count > 0 && (
        <span className="view-age">
          {' '}
          · {t('oldest {{age}}', { age: formatAge(view.oldestAt) })}
        </span>
      )}
    </span>
  );
}

/** A view as a tab or a menu item names it: its name, a mark when shared, its count. */
export function ViewLabel({ view, mine }: { view: ListedView; mine: boolean }) {
  const sharedBy =
    !view.builtIn && !mine ? t('Shared by {{admin}}', { admin: view.ownerName }) : undefined;
  return (
    <span className="view-label" title={sharedBy}>
      {view.shared && !view.builtIn && <TeamOutlined aria-hidden className="view-shared-icon" />}
      <bdi>{viewName(view)}</bdi> <ViewCount view={view} />
    </span>
  );
}

/**
 * A view under its list's menu entry: the name cut short if need be, the count never (the age
 * and the full name in its title), so that the narrow sidebar still reads at a glance.
 */
export function MenuViewLabel({ view }: { view: ListedView }) {
  const counted = view.count !== undefined;
  const title = [
    viewName(view),
    counted && view.oldestAt && view.count
      ? t('oldest {{age}}', { age: formatAge(view.oldestAt) })
      : undefined,
    !view.builtIn ? t('Shared by {{admin}}', { admin: view.ownerName }) : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <span className="menu-view" title={title}>
      <bdi className="menu-view-name">{viewName(view)}</bdi>{' '}
      {counted ? (
        <span className="view-count" data-testid="view-count">
          {new Intl.NumberFormat(formatLocale()).format(view.count!)}
        </span>
      ) : (
        <ViewCount view={view} />
      )}
    </span>
  );
}
