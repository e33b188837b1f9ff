import type { FieldDeclaration } from '../../../resources/types';
import { t } from '../../i18n/translator';

/**
 * The field with its declared unit in the admin's language ("shares": "participaciones"), for the
 * model's formatting, which writes amounts with their unit. A unit from the record (a coin's
 * symbol, `unitKey`) is data and stays as it is.
 */
export const withShownUnit = (field: FieldDeclaration): FieldDeclaration =>
  field.unit ? { ...field, unit: t(field.unit) } : field;
