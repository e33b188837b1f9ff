import { useMemo, useState } from 'react';
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import type { ModuleKeys } from '../../../access/keys';
import type { RestrictionEntry } from '../../../access/names';
import {
  accessMatrix,
  matrixDiff,
  weighChanges,
  type AccessChange,
} from '../../model/accessMatrix';
import { useDeciderOf } from '../../session/deciderOf';
import { t } from '../../i18n/translator';
import { usePhone } from '../../ui/usePhone';

export interface AccessSide {
  role: string;
  restriction: readonly RestrictionEntry[];
}

const CHANGE_COLOR = { gain: 'green', loss: 'red', move: 'orange' } as const;
/** The word of a change, in the admin's language. */
const changeWord = (change: AccessChange['change']): string =>
  change === 'gain' ? t('gains') : change === 'loss' ? t('loses') : t('moves');

/** The route (as code) or the action (in words) a change is about. */
const subjectOf = (change: AccessChange) =>
  change.kind === 'route' ? <code>{change.subject}</code> : t(change.subject);

/** "deny → allow": the decision now and after save. */
const decisionOf = (change: AccessChange) => (
  <Space size={4}>
    <span>{t(change.before)}</span>→<strong>{t(change.after)}</strong>
  </Space>
);

/**
 * A table of changes: what changes, the route or action, its decision now and after save. On a
 * phone three columns squeeze a route to a letter a line: each change is a row of its own.
 */
function ChangesTable({ changes, label }: { changes: AccessChange[]; label: string }) {
  const phone = usePhone();
  if (phone)
    return (
      <ul className="access-change-rows" aria-label={label}>
        {changes.map((change) => (
          <li key={`${change.kind}:${change.subject}`}>
            <Tag color={CHANGE_COLOR[change.change]}>{changeWord(change.change)}</Tag>
            <span className="access-change-subject">{subjectOf(change)}</span>
            <div>{decisionOf(change)}</div>
          </li>
        ))}
      </ul>
    );
  return (
    <Table<AccessChange>
      size="small"
      aria-label={label}
      rowKey={(change) => `${change.kind}:${change.subject}`}
      pagination={false}
      scroll={{ y: 260 }}
      dataSource={changes}
      columns={[
        {
          title: t('Change'),
          dataIndex: 'change',
          width: 90,
          render: (change: AccessChange['change']) => (
            <Tag color={CHANGE_COLOR[change]}>{changeWord(change)}</Tag>
          ),
        },
        {
          title: t('Route or action'),
          key: 'subject',
          render: (_, change) => subjectOf(change),
        },
        {
          title: t('Now → after save'),
          key: 'decision',
          width: 300,
          render: (_, change) => decisionOf(change),
        },
      ]}
    />
  );
}

/**
 * Before a restriction is saved: what the admin gains and loses (the access matrix's difference
 * between the stored role and list and the edited ones): the actions (view/edit per module) and
 * the routes whose decision changes. Both sides are decided by the app's own rules. Gains and
 * losses come first; the moves (refused routes whose redirect target changes) are only counted,
 * behind a toggle.
 */
export function AccessChanges({
  before,
  after,
  moduleKeys,
}: {
  before: AccessSide;
  after: AccessSide;
  moduleKeys?: ModuleKeys;
}) {
  const was = useDeciderOf(before.role, before.restriction, moduleKeys);
  const is = useDeciderOf(after.role, after.restriction, moduleKeys);
  const changes = useMemo(
    () => (was && is ? matrixDiff(accessMatrix(was), accessMatrix(is)) : undefined),
    [was, is],
  );
  const [showMoves, setShowMoves] = useState(false);
  if (!changes) return null;
  if (changes.length === 0)
    return (
      <Typography.Text type="secondary" data-testid="access-changes">
        {t('No change to this admin’s access yet.')}
      </Typography.Text>
    );
  const gains = changes.filter((change) => change.change === 'gain').length;
  const losses = changes.filter((change) => change.change === 'loss').length;
  const { decisive, moves } = weighChanges(changes);
  return (
    <section data-testid="access-changes" aria-label={t('Access changes')}>
      <Alert
        type={losses ? 'warning' : 'info'}
        showIcon
        style={{ marginBottom: 8 }}
        message={t('On save this admin gains {{gains}} and loses {{losses}} rights or routes', {
          gains,
          losses,
        })}
      />
      {decisive.length > 0 && (
        <ChangesTable changes={decisive} label={t('Rights and routes gained or lost')} />
      )}
      {moves.length > 0 && (
        <div style={{ marginTop: 8 }}>
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            aria-expanded={showMoves}
            onClick={() => setShowMoves((shown) => !shown)}
          >
            {decisive.length > 0
              ? t('and {{count}} routes whose redirect target changes', { count: moves.length })
              : t('{{count}} routes whose redirect target changes', { count: moves.length })}
          </Button>
          {showMoves && (
            <ChangesTable changes={moves} label={t('Routes whose redirect target changes')} />
          )}
        </div>
      )}
    </section>
  );
}
