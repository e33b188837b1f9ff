import { useEffect, useRef, useState } from 'react';
import { useFocusWhenShown } from '../ui/useFocusWhenShown';
import { useLogout } from '@refinedev/core';
import { Button, Modal, Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { AUTH_PATHS } from '../model/contract';
import { http } from '../api/http';
import { appState } from '../state/appState';
import {
  idleLimitMs,
  idleState,
  lastActivity,
  lastToldServer,
  markActivity,
  tellServerEveryMs,
  toldServer,
} from '../session/idle';
import { showToast } from '../toast/toasts';
import { getToken } from '../session/token';
import { useLatest } from '../ui/useLatest';
import { t } from '../i18n/translator';

/** What counts as the admin being there. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const TICK_MS = 1_000;

/** A request the server counts as activity of the session: its idle time starts again. */
const keepAlive = () => http().get(AUTH_PATHS.adminDetail);

/**
 * The idle sign-out: the server ends a session after the idle limit without a request; this
 * warns a minute before, with a countdown and "Stay signed in", and signs out when it runs out.
 * Activity in any tab of the browser counts (src/session/idle.ts), and activity that made no
 * request (reading a long page) is told to the server now and then, so that its clock agrees.
 */
export function IdleWarning() {
  const limitMs = appState.use((state) => idleLimitMs(state.siteSetting));
  const [leftMs, setLeftMs] = useState<number>();
  const warned = leftMs !== undefined;
  const warnedRef = useLatest(warned);
  // The tick sets the countdown only when it changes. Setting the same value is not free: React
  // keeps each such update queued on the component until it next renders, and an admin who works
  // on one page for hours never makes it render: one more queued every second, for the whole shift.
  const shownRef = useLatest(leftMs);
  const { mutate: logout, mutateAsync: signOut } = useLogout();
  const signingOut = useRef(false);
  const { ref: stayButton, afterOpenChange: focusWhenShown } =
    useFocusWhenShown<HTMLButtonElement>();

  useEffect(() => {
    markActivity();
    // While the warning shows, only its button (or another tab) keeps the session.
    const onActivity = () => {
      if (!warnedRef.current) markActivity();
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { capture: true, passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS)
        window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [warnedRef]);

  useEffect(() => {
    const show = (left: number | undefined) => {
      if (shownRef.current !== left) setLeftMs(left);
    };
    const tick = () => {
      const now = Date.now();
      // Ended otherwise (a 401, another tab): its redirect is under way, not an idle sign-out.
      if (!getToken()) return;
      // No time stored (storage refused, or just cleared): now is the last activity.
      if (!lastActivity()) markActivity(now);
      const state = idleState(now, limitMs);
      if (state.phase === 'expired') {
        show(undefined);
        if (signingOut.current) return;
        signingOut.current = true;
        const message =
          limitMs >= 60_000
            ? t('You were signed out after {{minutes}} min without activity', {
                minutes: Math.round(limitMs / 60_000),
              })
            : t('You were signed out after {{seconds}} s without activity', {
                seconds: Math.round(limitMs / 1000),
              });
        // After the sign-out, which clears the toasts of the session it ends (and this layout).
        void signOut()
          .catch(() => undefined)
          .finally(() => showToast({ type: 'info', message }));
        return;
      }
      show(state.phase === 'warning' ? state.leftMs : undefined);
      if (
        state.phase === 'active' &&
        lastActivity() > lastToldServer() &&
        now - lastToldServer() >= tellServerEveryMs(limitMs)
      ) {
        toldServer(now);
        void keepAlive().catch(() => undefined);
      }
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [limitMs, signOut, shownRef]);

  const stay = async () => {
    markActivity();
    setLeftMs(undefined);
    toldServer();
    await keepAlive().catch(() => undefined);
  };

  if (!warned) return null;
  const seconds = Math.max(0, Math.ceil(leftMs / 1000));
  return (
    <Modal
      open
      title={
        <>
          <ClockCircleOutlined /> {t('Are you still there?')}
        </>
      }
      closable={false}
      maskClosable={false}
      keyboard={false}
      afterOpenChange={focusWhenShown}
      footer={[
        <Button key="out" onClick={() => logout()}>
          {t('Sign out')}
        </Button>,
        <Button key="stay" ref={stayButton} type="primary" onClick={() => void stay()}>
          {t('Stay signed in')}
        </Button>,
      ]}
      wrapClassName="idle-warning"
    >
      <Typography.Paragraph>
        {t('For your security, this session ends soon for lack of activity.')}
      </Typography.Paragraph>
      <Typography.Title level={2} role="timer" aria-label={t('Seconds left')}>
        {`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`}
      </Typography.Title>
    </Modal>
  );
}
