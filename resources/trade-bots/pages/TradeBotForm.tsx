import { useParams } from 'react-router';
import { Alert } from 'antd';
import type { PageProps } from '../../../src/engine/pages/types';
import { ResourceForm } from '../../../src/engine/pages/ResourceForm';
import { t } from '../../../src/i18n/translator';

/**
 * /add-trade-bot and /update-trade-bot/:id are one screen: the declaration names this
 * page for both routes; it adds a bot without an id and edits the bot with one.
 */
export default function TradeBotForm({ declaration }: PageProps) {
  const { id } = useParams();
  return (
    <div data-testid="trade-bot-form">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={t(
          'Public wallet address only: the bot signs with a key held by its own signer service. Never paste a secret key or a keypair file here; the form and the server refuse it.',
        )}
      />
      <ResourceForm key={id ?? 'new'} declaration={declaration} action={id ? 'edit' : 'create'} />
    </div>
  );
}
