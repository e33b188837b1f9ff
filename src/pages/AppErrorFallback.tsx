import { useRouteError } from 'react-router';
import { Button, Result, Typography } from 'antd';
import { Themed } from '../ui/Themed';

/** A route that fails to render: a generic screen with this exact title. */
function ErrorScreen() {
  const error = useRouteError();
  const detail =
    error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return (
    <Result
      status="error"
      title="Unexpected Application Error!"
      subTitle={
        detail ? (
          <Typography.Text code>{detail}</Typography.Text>
        ) : (
          'Something failed while showing this page.'
        )
      }
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>,
        <Button key="home" href="/dashboard">
          Go to dashboard
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
