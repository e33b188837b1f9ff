import { Space, Tag } from 'antd';
import type { RestrictionEntry } from '../../../../access/names';
import type { FieldTypeView, InputProps } from './_types';
import { lazyInput } from '../lazyInput';
import { t } from '../../../i18n/translator';

/** The editor's switches sit in an antd Table: a chunk of its own (../RestrictionEditor.tsx). */
const RestrictionEditor = lazyInput<InputProps>(() => import('../RestrictionEditor'), 240);

/** An admin's restriction list: the editor in forms, "Module: view+edit" tags elsewhere. */
const restriction: FieldTypeView = {
  Input: (props) => <RestrictionEditor {...props} />,
  Display: ({ value }) => (
    <Space size={[0, 4]} wrap>
      {(Array.isArray(value) ? (value as RestrictionEntry[]) : [])
        .filter((entry) => entry?.canView)
        .map((entry) => (
          <Tag key={entry.name} color={entry.canEdit ? 'blue' : undefined}>
            {entry.canEdit
              ? t('{{module}}: view+edit', { module: entry.name })
              : t('{{module}}: view', { module: entry.name })}
          </Tag>
        ))}
    </Space>
  ),
};
export default restriction;
