import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Refine, type AuditLogProvider } from '@refinedev/core';
import { DocumentTitleHandler } from '@refinedev/react-router';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { App as AntdApp, Result } from 'antd';
import { useConfigKeysProblem } from './useConfigKeysProblem';
import { accessControlProvider } from '../providers/accessControlProvider';
import { authProvider } from '../providers/authProvider';
import { createAuditLogProvider } from '../providers/auditLogProvider';
import { createDataProvider } from '../providers/dataProvider';
import { notificationProvider } from '../providers/notificationProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { liveConnection } from '../providers/liveProvider';
import { routerProvider } from '../providers/routerProvider';
import { refineResources } from '../engine/refineResources';
import { queryClient } from '../state/queryClient';
import { ShellFrame } from '../ui/ShellFrame';
import { Themed } from '../ui/Themed';
import { pageNameFor } from '../model/breadcrumbs';
import { BASE_TITLE, baseTitle } from './title';
import { t } from '../i18n/translator';

const dataProvider = createDataProvider();
// Read-only (get): Refine's type asks for create and update too, but its hooks call each only when
// present, and without `create` no mutation writes a log entry from the client.
const auditLogProvider = createAuditLogProvider() as AuditLogProvider;

/**
 * Refine (with our providers) around the private routes only: a lazy layout route, so the public
 * pages (sign-in, password reset, 404/500) load none of it. The antd theme, toasts and the 401
 * redirect come from AppShell around every route.
 */
function RefineShellBody() {
  const keysProblem = useConfigKeysProblem();
  if (keysProblem)
    return (
      <div role="alert">
        <Result status="error" title={t('The admin panel cannot start')} subTitle={keysProblem} />
      </div>
    );
  return (
    <AntdApp>
      <Refine
        dataProvider={dataProvider}
        authProvider={authProvider}
        accessControlProvider={accessControlProvider}
        auditLogProvider={auditLogProvider}
        notificationProvider={notificationProvider}
        i18nProvider={i18nProvider}
        liveProvider={liveConnection.provider}
        routerProvider={routerProvider}
        resources={refineResources}
        options={{
          disableTelemetry: true,
          syncWithLocation: true,
          warnWhenUnsavedChanges: true,
          reactQuery: { clientConfig: queryClient },
          title: { text: BASE_TITLE },
        }}
      >
        <Suspense fallback={<ShellFrame />}>
          <Outlet />
        </Suspense>
        <UnsavedChangesGuard />
        <DocumentTitleHandler handler={({ pathname }) => documentTitle(pathname)} />
      </Refine>
    </AntdApp>
  );
}

/**
 * "New tag | Prediction Market Admin": the page's own name from the declarations, not Refine's
 * resource label, which is empty on page-only modules (Dashboard, Profile) and plural on forms;
 * both in the admin's language.
 */
function documentTitle(pathname: string | undefined): string {
  const name = pathname === undefined ? undefined : pageNameFor(pathname);
  return name ? `${t(name)} | ${baseTitle()}` : baseTitle();
}

export function RefineShell() {
  return (
    <Themed>
      <RefineShellBody />
    </Themed>
  );
}
