import { Badge, Image, Space, Tag, Tooltip, Typography } from 'antd';
import { useMany } from '@refinedev/core';
import type { FieldDeclaration } from '../../../resources/types';
import { explorerLink } from '../../config';
import {
  formatAmount,
  formatBps,
  formatDate,
  formatPrice,
  humanize,
  shortenKey,
} from '../../model/format';

/** A reference shown by its target's label (one batched request per column via useMany). */
export function ReferenceLabel({ field, ids }: { field: FieldDeclaration; ids: string[] }) {
  const reference = field.reference!;
  const { result } = useMany({
    resource: reference.resource,
    ids,
    queryOptions: { enabled: ids.length > 0 },
    errorNotification: false,
  });
  if (ids.length === 0) return <>—</>;
  const labels = ids.map((id) => {
    const record = result?.data?.find((item) => item._id === id);
    return record ? String(record[reference.labelKey] ?? id) : '…';
  });
  return <>{labels.join(', ')}</>;
}

/** How one field's value reads in lists and show pages, by its declared type. */
export function FieldValue({ field, value }: { field: FieldDeclaration; value: unknown }) {
  if (value === undefined || value === null || value === '') {
    return field.type === 'boolean' ? (
      <Tag>No</Tag>
    ) : (
      <Typography.Text type="secondary">—</Typography.Text>
    );
  }
  switch (field.type) {
    case 'boolean':
      return value ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>;
    case 'enum': {
      const option = field.options?.find((item) => item.value === value);
      return <Tag color={option?.color}>{option?.label ?? humanize(String(value))}</Tag>;
    }
    case 'money':
      return <span className="num">{formatAmount(value, field.unit)}</span>;
    case 'bps':
      return <span className="num">{formatBps(value)}</span>;
    case 'price':
      return <span className="num">{formatPrice(value)}</span>;
    case 'number':
      return <span className="num">{formatAmount(value)}</span>;
    case 'date':
      return <>{formatDate(value, false)}</>;
    case 'datetime':
      return <>{formatDate(value)}</>;
    case 'reference':
      return <ReferenceLabel field={field} ids={[String(value)]} />;
    case 'tags':
      return Array.isArray(value) && field.reference ? (
        <ReferenceLabel field={field} ids={value.map(String)} />
      ) : (
        <Space size={[0, 4]} wrap>
          {(Array.isArray(value) ? value : [value]).map((item) => (
            <Tag key={String(item)}>{String(item)}</Tag>
          ))}
        </Space>
      );
    case 'image':
      return (
        <Image
          src={String(value)}
          width={48}
          height={48}
          style={{ objectFit: 'cover' }}
          alt=""
          referrerPolicy="no-referrer"
        />
      );
    case 'url':
      return (
        <Typography.Link href={String(value)} target="_blank" rel="noopener noreferrer">
          {String(value)}
        </Typography.Link>
      );
    case 'solanaAddress':
    case 'txSignature': {
      const text = String(value);
      return (
        <Tooltip title={text}>
          <Typography.Link
            href={explorerLink(field.type === 'txSignature' ? 'tx' : 'address', text)}
            target="_blank"
            rel="noopener noreferrer"
            copyable={{ text }}
          >
            {shortenKey(text, 6)}
          </Typography.Link>
        </Tooltip>
      );
    }
    case 'pricePair': {
      const [yes, no] = Array.isArray(value) ? value : [];
      return (
        <span className="num">
          Yes {formatPrice(yes)} · No {formatPrice(no)}
        </span>
      );
    }
    case 'nested':
      return <Badge count={Array.isArray(value) ? value.length : 0} showZero color="#3b5bdb" />;
    case 'richtext':
      return (
        <Typography.Text type="secondary">HTML, {String(value).length} characters</Typography.Text>
      );
    default:
      return <>{String(value)}</>;
  }
}
