import type { ReactNode } from 'react';
import type { FieldDeclaration } from '../../../../resources/types';
import { t } from '../../../i18n/translator';

/** What antd's Form.Item hands an input, plus the field it draws. */
export interface InputProps {
  field: FieldDeclaration;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  disabled?: boolean;
}

/**
 * How one field type looks on screen: its form input and how a (non-empty) value reads in lists
 * and show pages. The check, width and sample of the same type are in src/model/fieldTypes.
 */
export interface FieldTypeView {
  Input(props: InputProps): ReactNode;
  Display(props: { field: FieldDeclaration; value: unknown }): ReactNode;
}

/** Props every antd input takes from the form item. */
export const common = (props: InputProps) => ({
  id: props.id,
  disabled: props.disabled,
  'aria-label': t(props.field.label),
});
