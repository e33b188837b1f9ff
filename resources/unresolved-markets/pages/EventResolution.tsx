import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useInvalidate } from '@refinedev/core';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Result,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import type { ApiErrorBody } from '../../../src/model/contract';
import { confirmsTicker, resolvable, type ResolutionOutcome } from '../../events';
import { OutcomeTable } from './OutcomeTable';
import type { Preview, ResolutionEvent } from './preview';
import { FieldValue } from '../../../src/engine/fields/Display';
import { formatAmount } from '../../../src/model/format';
import { getDeclaration } from '../../../src/model/registry';
import { runAction } from '../../../src/api/resources';
import { toast } from '../../../src/toast/toasts';
import { t } from '../../../src/i18n/translator';

/**
 * /event-resolution/{id}: an outcome per market (a negRisk event picks its one winner), a payout
 * preview from the server, and the ticker typed to confirm. The server cancels open orders and
 * makes winning positions redeemable; a second resolution is refused and says why.
 */
export default function EventResolution() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const events = getDeclaration('events')!;
  // Everything comes from the preview action: the page needs edit on Unresolved Markets only.
  const [event, setEvent] = useState<ResolutionEvent>();
  const [loadError, setLoadError] = useState<ApiErrorBody>();
  const [outcomes, setOutcomes] = useState<Record<string, ResolutionOutcome>>({});
  const [ticker, setTicker] = useState('');
  const [reason, setReason] = useState('');
  const [evidenceUrl, setEvidenceUrl] = useState('');
  const [preview, setPreview] = useState<Preview>();
  const [refused, setRefused] = useState<string>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const markets = useMemo(
    () => (event?.markets ?? []).filter((market) => market.status !== 'cancelled'),
    [event],
  );
  const open = markets.filter((market) => market.status !== 'resolved');
  const ready = open.filter(resolvable);
  const negRisk = event?.negRisk === true;

  // The server's preview follows every change of the chosen outcomes (and tells when it refuses).
  useEffect(() => {
    let live = true;
    runAction<Preview>('events', id, 'resolve-preview', { outcomes })
      .then((response) => {
        if (!live) return;
        if (!response.result) {
          setLoadError({ success: false, message: t("The server's preview has no result") });
          return;
        }
        setPreview(response.result);
        setEvent(response.result.event);
        setRefused(undefined);
      })
      .catch((error: ApiErrorBody) => {
        if (!live) return;
        if (error.statusCode === 409) setRefused(error.message);
        else setLoadError(error);
      });
    return () => {
      live = false;
    };
  }, [id, outcomes]);

  const choose = (marketId: string, outcome: ResolutionOutcome) =>
    setOutcomes((current) =>
      negRisk
        ? Object.fromEntries(
            ready.map((market) => [market._id, market._id === marketId ? 'Yes' : 'No']),
          )
        : { ...current, [marketId]: outcome },
    );

  const complete = ready.length > 0 && ready.every((market) => outcomes[market._id]);
  const confirmed = event !== undefined && confirmsTicker(ticker, event.ticker);

  const submit = async () => {
    setSaving(true);
    setErrors({});
    try {
      const response = await runAction('events', id, 'resolve', {
        outcomes,
        ticker: ticker.trim(),
        reason,
        evidenceUrl,
      });
      await invalidate({ resource: 'events', invalidates: ['all'] });
      // Held for a second admin: nothing is resolved yet; the inbox shows it waiting.
      if (response.held) {
        toast.waiting(t('Waiting for a second admin'), response.message && t(response.message));
        navigate('/approvals');
        return;
      }
      toast.success(t('Event resolved'), response.message && t(response.message));
      navigate('/resolution-history');
    } catch (error) {
      const body = error as ApiErrorBody;
      if (body.statusCode === 409) setRefused(body.message);
      setErrors(body.errors ?? {});
      toast.error(t('Resolution refused'), body.message && t(body.message));
    } finally {
      setSaving(false);
    }
  };

  if (loadError || (refused && !event)) {
    // 404 (no such event), 403, or 409 for an event that has nothing left to resolve.
    const status = loadError?.statusCode === 403 ? '403' : loadError ? '404' : 'warning';
    return (
      <Result
        status={status}
        title={
          loadError ? t('This event cannot be resolved here') : t('This event cannot be resolved')
        }
        subTitle={t(loadError?.message ?? refused ?? '')}
        extra={
          <Space>
            <Link to={`/event-history/${id}`}>{t('History')}</Link>
            <Link to="/unresolved-markets">{t('Back to unresolved markets')}</Link>
          </Space>
        }
      />
    );
  }
  if (!event) return <Spin />;
  const statusField = events.fields.find((field) => field.key === 'status')!;
  // Shown as its field type shows it: a link only when it is an http(s) address.
  const sourceField = events.fields.find((field) => field.key === 'resolutionSource')!;

  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('Resolve event')}
        </Typography.Title>
      }
      extra={
        <Space>
          <Link to={`/event-history/${id}`}>{t('History')}</Link>
          <Link to="/unresolved-markets">{t('Back to unresolved markets')}</Link>
        </Space>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('Event')}>{event.title}</Descriptions.Item>
        <Descriptions.Item label={t('Ticker')}>
          <Tag>{event.ticker}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('Status')}>
          <FieldValue field={statusField} value={event.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('Resolution source')}>
          <FieldValue field={sourceField} value={event.resolutionSource} />
        </Descriptions.Item>
      </Descriptions>
      {negRisk && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('Mutually exclusive event')}
          description={t('Pick the one market that resolves Yes; every other market resolves No.')}
        />
      )}
      {refused && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          message={t('This event cannot be resolved')}
          description={t(refused)}
        />
      )}
      {errors.outcomes && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message={t(errors.outcomes)} />
      )}

      <OutcomeTable
        markets={markets}
        negRisk={negRisk}
        outcomes={outcomes}
        errors={errors}
        preview={preview}
        onChoose={choose}
      />
      {preview && (
        <Typography.Paragraph>
          {t('Total payout to winning positions:')}{' '}
          <Typography.Text strong>{formatAmount(preview.totalPayout, 'USDC')}</Typography.Text>.{' '}
          {t(
            "Resolving cancels the markets' open orders and makes winning positions redeemable. It cannot be undone.",
          )}
        </Typography.Paragraph>
      )}
      <Form
        layout="vertical"
        style={{ maxWidth: 640 }}
        disabled={open.length === 0 || Boolean(refused)}
      >
        <Form.Item
          label={t('Reason')}
          extra={t('Shown in the resolution history.')}
          validateStatus={errors.reason ? 'error' : undefined}
          help={errors.reason && t(errors.reason)}
        >
          <Input.TextArea
            aria-label={t('Reason')}
            value={reason}
            onChange={(change) => setReason(change.target.value)}
            autoSize={{ minRows: 2 }}
            maxLength={500}
          />
        </Form.Item>
        <Form.Item
          label={t('Evidence URL')}
          validateStatus={errors.evidenceUrl ? 'error' : undefined}
          help={errors.evidenceUrl && t(errors.evidenceUrl)}
        >
          <Input
            aria-label={t('Evidence URL')}
            value={evidenceUrl}
            onChange={(change) => setEvidenceUrl(change.target.value)}
            placeholder="https://…"
          />
        </Form.Item>
        <Form.Item
          label={t('Type the ticker {{ticker}} to confirm', { ticker: event.ticker })}
          validateStatus={errors.ticker ? 'error' : undefined}
          help={errors.ticker && t(errors.ticker)}
        >
          <Input
            value={ticker}
            onChange={(change) => setTicker(change.target.value)}
            aria-label={t('Ticker to confirm')}
            autoComplete="off"
          />
        </Form.Item>
        <Button
          type="primary"
          danger
          loading={saving}
          disabled={!complete || !confirmed}
          onClick={submit}
        >
          {t('Resolve {{count}} markets', { count: ready.length })}
        </Button>
      </Form>
    </Card>
  );
}
