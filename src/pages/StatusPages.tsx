import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useBaseTitle } from '../app/title';
import { Themed } from '../ui/Themed';
import { t } from '../i18n/translator';

function NotFound() {
  useBaseTitle();
  return (
    <div className="full-page-center">
      <Result
        status="404"
        title="404"
        subTitle={t('Page not found: the address does not exist or has moved.')}
        extra={
          <Link to="/dashboard">
            <Button type="primary">{t('Back to dashboard')}</Button>
          </Link>
        }
      />
    </div>
  );
}

function ServerError() {
  useBaseTitle();
  return (
    <div className="full-page-center">
      <Result
        status="500"
        title="500"
        subTitle={t('The server failed to answer. Try again in a moment.')}
        extra={
          <Link to="/dashboard">
            <Button type="primary">{t('Back to dashboard')}</Button>
          </Link>
        }
      />
    </div>
  );
}

export function NotFoundPage() {
  return (
    <Themed>
      <NotFound />
    </Themed>
  );
}

export function ServerErrorPage() {
  return (
    <Themed>
      <ServerError />
    </Themed>
  );
}
