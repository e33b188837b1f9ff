import type { ResourceDeclaration, Values } from '../../resources/types';
import { fieldOfRecord } from './fields/Display';
import { cellText } from './listColumns';
import { t } from '../i18n/translator';

/**
 * The page's heading: the record's title, else the declaration's `heading` with the record's
 * values (each as the page shows it), else its kind and id.
 */
export function recordHeading(declaration: ResourceDeclaration, record: Values): string {
  const { recordTitle, title, heading, fields } = declaration;
  const thing = t(title.singular);
  if (recordTitle) return String(record[recordTitle] ?? thing);
  const slots = heading ? [...heading.matchAll(/\{\{(\w+)\}\}/g)].map((slot) => slot[1]) : [];
  const values = slots.map((key) => {
    const field = fields.find((item) => item.key === key);
    return [key, field && cellText(fieldOfRecord(field, record), record[key])] as const;
  });
  if (heading && values.every(([, value]) => value))
    return t(heading, Object.fromEntries(values) as Record<string, string>);
  return t('{{thing}} {{id}}', { thing, id: String(record._id) });
}
