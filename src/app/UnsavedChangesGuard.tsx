import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useWarnAboutChange } from '@refinedev/core';
import { isSignedIn } from '../session/token';
import { t } from '../i18n/translator';

export const UNSAVED_CHANGES_MESSAGE = 'Are you sure you want to leave? You have unsaved changes.';
/** The same question in the admin's language. */
const unsavedChanges = () => t('Are you sure you want to leave? You have unsaved changes.');

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
    // The router blocked with the test of the last render. A save clears the warning and moves
    // to the list at once; a quick answer can arrive before React has drawn the cleared warning,
    // and that move is let through here, by the warning as it is now.
    if (!warnWhen || !isSignedIn() || window.confirm(unsavedChanges())) {
      setWarnWhen(false);
      blocker.proceed();
    } else {
      blocker.reset();
    }
  }, [blocker, warnWhen, setWarnWhen]);

  // Closing the tab or reloading: the browser's own prompt.
  useEffect(() => {
    if (!warnWhen) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = unsavedChanges();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [warnWhen]);

  return null;
}
