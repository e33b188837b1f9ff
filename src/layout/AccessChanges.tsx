import { useEffect } from 'react';
import { useSubscription } from '@refinedev/core';
import { Alert } from 'antd';
import { ACCOUNT_CHANNEL } from '../model/contract';
import { loadAdminDetail } from '../api/identity';
import { appState } from '../state/appState';
import { createStore } from '../state/createStore';
import { isPaused, liveStatus } from '../state/liveStatus';
import { formatDate } from '../model/format';
import { t } from '../i18n/translator';

/** The last change of this admin's rights the panel followed: who made it, and when. */
export const accessChange = createStore<{ at: number; by?: string }>({ at: 0 });

/** What an admin may do: a change of any of these changes its menu, pages and buttons. */
function rightsOf(): string {
  const admin = appState.get().admin;
  return JSON.stringify([admin?.role, admin?.restriction]);
}

/** Reads the identity again; says so when the rights it holds are not those shown. */
async function followRights(by: string | undefined, told: boolean): Promise<void> {
  const before = rightsOf();
  await loadAdminDetail();
  if (told || rightsOf() !== before) accessChange.set({ at: Date.now(), by });
}

/**
 * Rights follow live: when another admin changes this one's role or restriction, the live feed
 * says so on the account's channel, and the panel reads the identity again at once: the menu,
 * the buttons and the page redraw (a page no longer allowed moves to the first allowed one), with
 * a notice naming who changed them. After an outage of the feed the identity is read again too:
 * a change made meanwhile was not told.
 */
export function AccessChanges() {
  useSubscription({
    channel: ACCOUNT_CHANNEL,
    types: ['*'],
    onLiveEvent: (event) => {
      const by = (event.payload as { by?: unknown }).by;
      void followRights(typeof by === 'string' ? by : undefined, true);
    },
  });
  useEffect(() => {
    let paused = isPaused(liveStatus.get().state);
    const stop = liveStatus.subscribe(() => {
      const { state } = liveStatus.get();
      if (paused && state === 'live') void followRights(undefined, false);
      paused = isPaused(state);
    });
    return () => void stop();
  }, []);
  const change = accessChange.use((current) => current);
  if (!change.at) return null;
  const time = formatDate(new Date(change.at).toISOString());
  return (
    <Alert
      banner
      type="info"
      closable
      role="status"
      data-testid="access-changed"
      onClose={() => accessChange.set({ at: 0, by: undefined })}
      message={
        change.by
          ? t('Your access was changed by {{admin}} at {{time}}. The menu and pages show it now.', {
              admin: change.by,
              time,
            })
          : t('Your access was changed at {{time}}. The menu and pages show it now.', { time })
      }
    />
  );
}
