import { Alert, Button } from 'antd';
import { t } from '../i18n/translator';

/**
 * Where a request was made, once it has waited a few seconds (useStillWaiting): a hung server is
 * said, not left as a spinner. `onCancel` offers to stop waiting (a save: the server may still
 * apply it, which its own message says).
 */
export function StillWaiting({ onCancel }: { onCancel?: () => void }) {
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
