import { useState } from 'react';
import { useInvalidate, type BaseRecord } from '@refinedev/core';
import { Alert, Button, Tag, Tooltip } from 'antd';
import { FlagOutlined, RollbackOutlined, SwapOutlined } from '@ant-design/icons';
import type { ResourceDeclaration } from '../../../resources/types';
import type { ApiErrorBody } from '../../model/contract';
import {
  CLAIM_SEGMENT,
  claimable,
  lapseMinutes,
  liveClaim,
  RELEASE_SEGMENT,
} from '../../model/claims';
import { formatRelative } from '../../model/format';
import { runAction } from '../../api/resources';
import { useAccess } from '../../session/access';
import { appState } from '../../state/appState';
import { toast } from '../../toast/toasts';
import { t } from '../../i18n/translator';

/** The record's live claim as this admin sees it: none, its own, or another admin's. */
function claimOf(declaration: ResourceDeclaration, record: BaseRecord, adminId: string) {
  if (!claimable(declaration)) return undefined;
  const claim = liveClaim(record, Date.now(), lapseMinutes(declaration));
  if (!claim) return undefined;
  const name = String(record.claimedByName ?? claim.by);
  const minutes = Math.max(0, Math.floor((Date.now() - Date.parse(claim.at)) / 60_000));
  return { ...claim, name, minutes, mine: claim.by === adminId };
}

/**
 * What an action on a row another admin claimed asks first ("Felix Finance claimed this 5 minutes
 * ago. Act anyway?"), or undefined. The API takes the action anyway and records it as over the
 * claim: the claim is a courtesy, not a lock.
 */
export function claimQuestion(
  declaration: ResourceDeclaration,
  record: BaseRecord,
  adminId: string,
): string | undefined {
  const claim = claimOf(declaration, record, adminId);
  if (!claim || claim.mine) return undefined;
  return t('{{name}} claimed this {{when}}. Act anyway?', {
    name: claim.name,
    when: formatRelative(claim.at),
  });
}

/** "Claimed by Felix Finance · 5 min" on a row or a card; nothing when no one holds it. */
export function ClaimTag({
  declaration,
  record,
}: {
  declaration: ResourceDeclaration;
  record: BaseRecord;
}) {
  const adminId = appState.use((state) => state.admin?._id ?? '');
  const claim = claimOf(declaration, record, adminId);
  if (!claim) return null;
  const text = claim.mine
    ? t('Claimed by you · {{minutes}} min', { minutes: claim.minutes })
    : t('Claimed by {{name}} · {{minutes}} min', { name: claim.name, minutes: claim.minutes });
  return (
    <Tag
      color={claim.mine ? 'green' : 'gold'}
      title={text}
      style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', marginInlineEnd: 0 }}
    >
      {text}
    </Tag>
  );
}

/** The record page's word on its claim: whose it is and since when, as the rows say it. */
export function ClaimBanner(props: { declaration: ResourceDeclaration; record: BaseRecord }) {
  const adminId = appState.use((state) => state.admin?._id ?? '');
  const claim = claimOf(props.declaration, props.record, adminId);
  if (!claim) return null;
  return (
    <Alert
      type={claim.mine ? 'success' : 'warning'}
      showIcon
      style={{ marginBottom: 12 }}
      message={
        claim.mine
          ? t('You claimed this {{when}}: the others see you are on it.', {
              when: formatRelative(claim.at),
            })
          : t('{{name}} claimed this {{when}}.', {
              name: claim.name,
              when: formatRelative(claim.at),
            })
      }
    />
  );
}

/**
 * Claim, Release, or Take over (another admin's claim), for an admin who may edit the module: an
 * icon with its name in a row or card (`compact`), a labelled button on the record's page.
 */
export function ClaimButton({
  declaration,
  record,
  compact = false,
}: {
  declaration: ResourceDeclaration;
  record: BaseRecord;
  compact?: boolean;
}) {
  const decider = useAccess();
  const adminId = appState.use((state) => state.admin?._id ?? '');
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  if (!claimable(declaration) || !decider?.can(declaration.module, 'edit')) return null;
  const claim = claimOf(declaration, record, adminId);
  // A superadmin may also release another's claim (the API's rule); the panel offers a take-over.
  const kind = !claim ? 'claim' : claim.mine ? 'release' : ('take-over' as const);
  const label = { claim: t('Claim'), release: t('Release'), 'take-over': t('Take over') }[kind];
  const icon = {
    claim: <FlagOutlined />,
    release: <RollbackOutlined />,
    'take-over': <SwapOutlined />,
  }[kind];
  const go = async () => {
    setBusy(true);
    try {
      const segment = kind === 'release' ? RELEASE_SEGMENT : CLAIM_SEGMENT;
      const body = kind === 'take-over' ? { takeOver: true } : {};
      const answer = await runAction(declaration.name, String(record._id), segment, body);
      toast.success(answer.message ? t(answer.message) : label);
      await invalidate({ resource: declaration.name, invalidates: ['all'] });
    } catch (error) {
      toast.error(
        t('{{action}} failed', { action: label }),
        (error as ApiErrorBody).message && t((error as ApiErrorBody).message!),
      );
    } finally {
      setBusy(false);
    }
  };
  const named = t('{{action}} {{name}}', {
    action: label,
    name: String(record[declaration.recordTitle ?? '_id'] ?? record._id),
  });
  if (!compact)
    return (
      <Button size="small" icon={icon} loading={busy} onClick={() => void go()}>
        {label}
      </Button>
    );
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        icon={icon}
        loading={busy}
        aria-label={named}
        onClick={() => void go()}
      />
    </Tooltip>
  );
}
