import { useRouteError } from 'react-router';
import { Button, Result, Typography } from 'antd';
import { Themed } from '../ui/Themed';
import { t } from '../i18n/translator';

/** A route that fails to render: a generic screen with this exact title. */
function ErrorScreen() {
  const error = useRouteError();
  const detail =
    error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return (
    <Result
      status="error"
      title={t('Unexpected Application Error!')}
      subTitle={
        detail ? (
          <Typography.Text code>{t(detail)}</Typography.Text>
        ) : (
          t('Something failed while showing this page.')
        )
      }
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          {t('Reload')}
        </Button>,
        <Button key="home" href="/dashboard">
          {t('Go to dashboard')}
        </Button>,
      ]}
    />
  );
}

export function AppErrorFallback() {
  return (
    <Themed>
      <ErrorScreen />
    </Themed>
  );
}
