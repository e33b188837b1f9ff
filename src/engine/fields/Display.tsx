import { Tag, Typography } from 'antd';
import type { FieldDeclaration } from '../../../resources/types';
import { fieldTypeView } from './types';

export { ReferenceLabel } from './ReferenceLabel';

/** How one field's value reads in lists and show pages, drawn by its type's file. */
export function FieldValue({ field, value }: { field: FieldDeclaration; value: unknown }) {
  if (value === undefined || value === null || value === '') {
    return field.type === 'boolean' ? (
      <Tag>No</Tag>
    ) : (
      <Typography.Text type="secondary">—</Typography.Text>
    );
  }
  const { Display } = fieldTypeView(field.type);
  return <Display field={field} value={value} />;
}
