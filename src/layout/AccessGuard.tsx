import { useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Alert, Button, Result } from 'antd';
import { decideRoute, DASHBOARD_PATH, findRule } from '../../access/routes';
import { normalizeModuleName, type RestrictionEntry } from '../../access/names';
import { menuItems, routeRules } from '../model/registry';
import { retryAccess, useAccess, useAccessFailed } from '../session/access';
import { useServerReturn } from '../ui/useServerReturn';
import { loadAdminDetail } from '../api/identity';
import { appState } from '../state/appState';
import { createStore } from '../state/createStore';
import { onSessionEnd } from '../session/unauthorized';
import { FullPageSpin } from '../ui/FullPageSpin';
import { NoModulesPage } from '../pages/NoModulesPage';
import { t } from '../i18n/translator';

/**
 * Every private page passes here: the path's module and action are checked against the admin's
 * decider; a disallowed path goes to the first viewable menu item (else /dashboard), and an
 * admin with nothing to view gets a page saying so instead of a redirect loop (docs/access.md).
 */
export function AccessGuard() {
  const { pathname } = useLocation();
  const status = appState.use((state) => state.adminStatus);
  // A new decider reaches the page in a deferred, time-sliced pass (useAccess), not a blocking one.
  const decider = useAccess();
  // The access engine's code could not be fetched: asked for again once the server answers.
  const accessFailed = useAccessFailed();
  useServerReturn(accessFailed, retryAccess);

  const decision = useMemo(
    () => (decider ? decideRoute(pathname, routeRules, menuItems, decider) : undefined),
    [decider, pathname],
  );

  // The page last allowed for this admin at this address: while its changed rights are put in
  // place (the decider is null meanwhile) the page stays on screen, with what was typed in it.
  const adminId = appState.use((current) => current.admin?._id ?? null);
  const [allowed, setAllowed] = useState<string | null>(null);
  const here = adminId && `${adminId} ${pathname}`;
  if (decision?.kind === 'allow' && here && allowed !== here) setAllowed(here);
  const keepPage = !decision && here !== null && allowed === here;

  // A redirected address is said where the admin lands, until it moves on (not for the default
  // landing page, which a sign-in opens without the admin asking for it). Kept beside the router,
  // not in the address's state: the page landed on may rewrite its address (a list's query).
  const rule = decision?.kind === 'redirect' ? findRule(pathname, routeRules) : undefined;
  const redirectTo = decision?.kind === 'redirect' ? decision.to : undefined;
  useEffect(() => {
    if (!rule || !redirectTo || pathname === DASHBOARD_PATH || pathname === '/') return;
    deniedStore.set({
      notice: { module: rule.module, need: rule.need, from: pathname, to: redirectTo },
    });
  }, [rule, redirectTo, pathname]);
  const notice = deniedStore.use((current) => current.notice);
  useEffect(() => {
    if (notice && pathname !== notice.from && pathname !== notice.to)
      deniedStore.set({ notice: null });
  }, [notice, pathname]);

  // The matched restriction entry becomes the current page access; a superadmin, who
  // needs no entry, gets one describing its rights on the page's module.
  const module = decision?.kind === 'allow' ? decision.rule?.module : undefined;
  useEffect(() => {
    appState.set(({ admin }) => {
      if (!admin) return {};
      const entry =
        module && decider
          ? (admin.restriction.find(
              (item) => normalizeModuleName(item.name) === normalizeModuleName(module),
            ) ?? {
              name: module,
              canView: decider.can(module, 'view'),
              canEdit: decider.can(module, 'edit'),
            })
          : null;
      // Unchanged (another page of the same module): the record stays as it is, and nothing that
      // reads it draws again.
      if (sameEntry(admin.currentPageAccess ?? null, entry)) return {};
      return { admin: { ...admin, currentPageAccess: entry } };
    });
  }, [module, decider]);

  if (status === 'error') {
    return (
      <Result
        status="warning"
        title={t('Could not load your admin account')}
        subTitle={t(
          'The server did not answer with your details. Check the connection and try again.',
        )}
        extra={<Button onClick={() => void loadAdminDetail()}>{t('Try again')}</Button>}
      />
    );
  }
  if (accessFailed) {
    return (
      <Result
        status="warning"
        title={t('Could not load your access rules')}
        subTitle={t(
          'The server or the network did not answer. The page loads by itself once the server answers again.',
        )}
        extra={<Button onClick={retryAccess}>{t('Try again')}</Button>}
      />
    );
  }
  if (!decision && !keepPage) return <FullPageSpin tip={t('Checking access')} />;
  if (decision?.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision?.kind === 'no-modules') return <NoModulesPage />;
  return (
    <>
      {notice?.to === pathname && decider && (
        <DeniedNotice denied={notice} canView={decider.can(notice.module, 'view')} />
      )}
      <Outlet />
    </>
  );
}

/** A page the admin asked for and may not open: its module and the right it needs. */
interface Denied {
  module: string;
  need: 'view' | 'edit';
}

/** The last address refused (`from`) and where the admin was sent instead (`to`). */
const deniedStore = createStore<{ notice: (Denied & { from: string; to: string }) | null }>({
  notice: null,
});
onSessionEnd(() => deniedStore.set({ notice: null }));

function DeniedNotice({ denied, canView }: { denied: Denied; canView: boolean }) {
  const page = t(denied.module);
  return (
    <Alert
      type="warning"
      showIcon
      closable
      role="alert"
      data-testid="access-denied-notice"
      style={{ marginBottom: 16 }}
      message={
        denied.need === 'edit' && canView
          ? t('You may view {{page}} but not change it, so you were brought here.', { page })
          : t('You have no access to {{page}}, so you were brought here.', { page })
      }
    />
  );
}

type Entry = RestrictionEntry | null;

function sameEntry(a: Entry, b: Entry): boolean {
  return (
    a === b ||
    (!!a && !!b && a.name === b.name && a.canView === b.canView && a.canEdit === b.canEdit)
  );
}
