import { Typography } from 'antd';
import type { AuditEntry } from '../../../resources/domain';
import { t } from '../../i18n/translator';

/**
 * An entry done while another admin held the row's claim (an action taken anyway, a take-over):
 * said on the entry, by that admin's name as it was then.
 */
export function OverClaim({ entry }: { entry: AuditEntry }) {
  if (!entry.overClaimOf) return null;
  const name = entry.names?.[entry.overClaimOf]?.name ?? entry.overClaimOf;
  return (
    <Typography.Paragraph style={{ marginBottom: 8 }} data-testid="audit-over-claim">
      {t('Done while {{name}} held the claim', { name })}
    </Typography.Paragraph>
  );
}
