import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useWarnAboutChange } from '@refinedev/core';
import { isSignedIn } from '../session/token';

export const UNSAVED_CHANGES_MESSAGE = 'Are you sure you want to leave? You have unsaved changes.';

/**
 * Asks before leaving a form with unsaved input. Refine's notifier patches the navigator, which a
 * data router (createBrowserRouter) bypasses; react-router's own blocker sees every navigation.
 * An ended session (401, sign-out) always leaves.
 */
export function UnsavedChangesGuard() {
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      warnWhen && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (!isSignedIn() || window.confirm(UNSAVED_CHANGES_MESSAGE)) {
      setWarnWhen(false);
      blocker.proceed();
    } else {
      blocker.reset();
    }
  }, [blocker, setWarnWhen]);

  // Closing the tab or reloading: the browser's own prompt.
  useEffect(() => {
    if (!warnWhen) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = UNSAVED_CHANGES_MESSAGE;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [warnWhen]);

  return null;
}
