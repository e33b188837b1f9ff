import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { Refine } from '@refinedev/core';
import routerProvider, { DocumentTitleHandler } from '@refinedev/react-router';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { App as AntdApp, ConfigProvider } from 'antd';
import { accessControlProvider } from '../providers/accessControlProvider';
import { authProvider } from '../providers/authProvider';
import { createDataProvider } from '../providers/dataProvider';
import { notificationProvider } from '../providers/notificationProvider';
import { refineResources } from '../engine/refineResources';
import { queryClient } from '../state/queryClient';
import { setRedirect } from '../session/unauthorized';
import { Toaster } from '../toast/Toaster';
import { theme } from './theme';
import { FullPageSpin } from '../ui/FullPageSpin';

const dataProvider = createDataProvider();

/** Keeps the 401 redirect inside the single-page app once the router is up. */
function RedirectBridge() {
  const navigate = useNavigate();
  useEffect(() => setRedirect((path) => navigate(path, { replace: true })), [navigate]);
  return null;
}

/** Providers around every route: antd, Refine (with our providers), toasts. */
export function RefineShell() {
  return (
    <ConfigProvider theme={theme}>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          notificationProvider={notificationProvider}
          routerProvider={routerProvider}
          resources={refineResources}
          options={{
            disableTelemetry: true,
            syncWithLocation: true,
            warnWhenUnsavedChanges: true,
            reactQuery: { clientConfig: queryClient },
            title: { text: 'Prediction Market Admin' },
          }}
        >
          {/* Lazy pages outside the admin layout (sign-in, reset) suspend here, not in the error screen. */}
          <Suspense fallback={<FullPageSpin />}>
            <Outlet />
          </Suspense>
          <UnsavedChangesGuard />
          <DocumentTitleHandler
            handler={({ resource, action }) => documentTitle(resource?.meta?.label, action)}
          />
        </Refine>
        <Toaster />
        <RedirectBridge />
      </AntdApp>
    </ConfigProvider>
  );
}

function documentTitle(label: unknown, action?: string): string {
  const base = 'Prediction Market Admin';
  if (typeof label !== 'string') return base;
  const verb = action === 'create' ? 'New ' : action === 'edit' ? 'Edit ' : '';
  return `${verb}${label} | ${base}`;
}
