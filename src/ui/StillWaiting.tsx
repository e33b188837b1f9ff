import { Alert, Button, Typography } from 'antd';
import { t } from '../i18n/translator';

/**
 * Where a request was made, once it has waited a few seconds (useStillWaiting): a hung server is
 * said, not left as a spinner. `onCancel` offers to stop waiting (a save: the server may still
 * apply it, which its own message says). `inline` is a line of text for a row's buttons, where a
 * banner would not fit.
 */
export function StillWaiting({ onCancel, inline }: { onCancel?: () => void; inline?: boolean }) {
  if (inline)
    return (
      <Typography.Text type="secondary" role="status" data-testid="still-waiting">
        {t('Still waiting for the server…')}
      </Typography.Text>
    );
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      data-testid="still-waiting"
      className="list-notice"
      message={t('Still waiting for the server…')}
      action={
        onCancel && (
          <Button size="small" onClick={onCancel}>
            {t('Cancel save')}
          </Button>
        )
      }
    />
  );
}
