import type { FieldDeclaration, Values } from '../../../resources/types';
import { formatDate } from '../../model/format';
import { t } from '../../i18n/translator';

/**
 * How a planned end reads in its record when its field has a `closedKey`: "Closed <moment>" once
 * the record was closed (perhaps before its end), else "Ends <date>" while the end is ahead and
 * "Ended <date>" once it is past. Undefined for other fields, or without an end.
 */
export function endText(
  field: FieldDeclaration,
  record: Values,
  now: number = Date.now(),
): string | undefined {
  if (!field.closedKey) return undefined;
  const closed = record[field.closedKey];
  if (typeof closed === 'string' && closed)
    return t('Closed {{date}}', { date: formatDate(closed) });
  const end = record[field.key];
  if (typeof end !== 'string' || !end) return undefined;
  const date = formatDate(end);
  return Date.parse(end) > now ? t('Ends {{date}}', { date }) : t('Ended {{date}}', { date });
}
