import { Component, useCallback, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button, Result, Typography } from 'antd';
import { failureTexts, useChunkRecovery } from '../ui/useChunkRecovery';
import { retryFailedDownloads } from '../ui/preloadable';
import { t } from '../i18n/translator';

interface Props {
  /** The page's address: another page starts without the last one's failure. */
  page: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  /** Automatic tries since this page failed first (useChunkRecovery). */
  attempts: number;
}

/**
 * Around the page, inside the layout: a page that fails to draw, or whose code cannot be fetched
 * (the server down, a new release deployed), leaves the sidebar and header in place and says so
 * where the page would be. Its own code is the layout's, so it never waits on a missing file.
 */
class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined, attempts: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  componentDidUpdate(previous: Props) {
    if (previous.page !== this.props.page && this.state.error !== undefined)
      this.setState({ error: undefined, attempts: 0 });
  }

  retry = () => this.setState(({ attempts }) => ({ error: undefined, attempts: attempts + 1 }));

  render() {
    const { error, attempts } = this.state;
    if (error === undefined) return this.props.children;
    return <PageFailure error={error} attempts={attempts} retry={this.retry} />;
  }
}

/**
 * The page's place in the layout, with its boundary: only this reads the address, so moving to
 * another page does not draw the layout again (the page, passed in, is the same element). It
 * names the address of the page it shows (`data-page`): while the next page's code loads, the
 * router keeps the last page on screen (a transition), and the address bar is already the next's.
 */
export function PageArea({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="page-area" data-page={pathname}>
      <PageErrorBoundary page={pathname}>{children}</PageErrorBoundary>
    </div>
  );
}

function PageFailure({
  error,
  attempts,
  retry,
}: {
  error: unknown;
  attempts: number;
  retry: () => void;
}) {
  const kind = useChunkRecovery(error, attempts, retry);
  const reload = useCallback(() => window.location.reload(), []);
  const reloadButton = (
    <Button key="reload" type="primary" onClick={reload}>
      {t('Reload')}
    </Button>
  );
  const { title, detail } = failureTexts(kind, error);
  if (kind === 'crash') {
    return (
      <Result
        status="error"
        title={title}
        subTitle={
          error instanceof Error ? <Typography.Text code>{t(detail)}</Typography.Text> : detail
        }
        extra={[reloadButton]}
      />
    );
  }
  return (
    <div role="alert" data-testid="page-failure" data-kind={kind}>
      <Result
        status={kind === 'new-release' ? 'info' : 'warning'}
        title={title}
        subTitle={detail}
        extra={
          kind === 'waiting'
            ? [
                reloadButton,
                <Button
                  key="retry"
                  onClick={() => {
                    retryFailedDownloads();
                    retry();
                  }}
                >
                  {t('Try again')}
                </Button>,
              ]
            : [reloadButton]
        }
      />
    </div>
  );
}
