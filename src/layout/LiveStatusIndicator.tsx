import { Badge, Tooltip } from 'antd';
import { liveStatus, type LiveState } from '../state/liveStatus';
import { formatDate } from '../model/format';
import { t } from '../i18n/translator';

const BADGE: Record<Exclude<LiveState, 'idle'>, 'success' | 'processing' | 'warning' | 'error'> = {
  connecting: 'processing',
  live: 'success',
  reconnecting: 'warning',
  offline: 'error',
};

/** What the header says of the live feed, in the admin's language. */
function liveStateText(state: LiveState, since: number): string {
  const time = formatDate(new Date(since).toISOString());
  switch (state) {
    case 'live':
      return t('Live');
    case 'connecting':
      return t('Connecting…');
    case 'reconnecting':
      return t('Reconnecting since {{time}}', { time });
    case 'offline':
      return t('Offline since {{time}}', { time });
    case 'idle':
      return '';
  }
}

/**
 * The live feed's state in the header: queues and the bell follow it, so an operator must see
 * when they stopped following the server. On a phone only the dot shows; its label and tooltip
 * say the rest.
 */
export function LiveStatusIndicator({ phone }: { phone: boolean }) {
  const { state, since } = liveStatus.use((current) => current);
  // Before the feed opens, its dot's place is kept: the header's buttons beside it do not move
  // under a pointer or a finger when it appears.
  if (state === 'idle')
    return (
      <span className="live-status" data-testid="live-status" data-state={state} aria-hidden>
        <Badge status="default" style={{ visibility: 'hidden' }} />
      </span>
    );
  const text = liveStateText(state, since);
  const explanation =
    state === 'live'
      ? t('Queues and notifications follow the server as it changes.')
      : state === 'connecting'
        ? t('Opening the live feed.')
        : t('Queues and notifications may be out of date until the live feed is back.');
  return (
    <Tooltip title={phone ? `${text}. ${explanation}` : explanation}>
      <span
        className="live-status"
        data-testid="live-status"
        data-state={state}
        role="status"
        aria-label={`${t('Live feed')}: ${text}`}
        tabIndex={0}
      >
        <Badge status={BADGE[state]} text={phone ? undefined : text} />
      </span>
    </Tooltip>
  );
}
