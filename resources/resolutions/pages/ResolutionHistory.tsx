import { useCallback, useMemo } from 'react';
import type { BaseRecord } from '@refinedev/core';
import { Descriptions } from 'antd';
import type { Values } from '../../types';
import type { PageProps } from '../../../src/engine/pages/types';
import ListWithViews from '../../../src/engine/pages/ListWithViews';
import { RecordValue } from '../../../src/engine/fields/Display';
import { t } from '../../../src/i18n/translator';

/** What an opened row shows in full: why and on what evidence, the payouts, who and when. */
const DETAIL = ['reason', 'evidenceUrl', 'payouts', 'resolvedByName', 'resolvedAt'];

/**
 * /resolution-history: the generic list, each row opening the resolution's whole record: its
 * reason and evidence (which the resolution form says are shown here) however narrow the
 * columns, on a phone's card too.
 */
export default function ResolutionHistory({ declaration }: PageProps) {
  const fields = useMemo(
    () => declaration.fields.filter((field) => DETAIL.includes(field.key)),
    [declaration.fields],
  );
  const expandedRow = useCallback(
    (record: BaseRecord) => (
      <Descriptions
        size="small"
        column={1}
        data-testid="resolution-detail"
        items={fields.map((field) => ({
          key: field.key,
          label: t(field.label),
          children: (
            <RecordValue field={field} record={record as Values} fields={declaration.fields} />
          ),
        }))}
      />
    ),
    [fields, declaration.fields],
  );
  return <ListWithViews declaration={declaration} expandedRow={expandedRow} />;
}
