import { getDeclaration } from '../../../src/model/registry';
import { t } from '../../../src/i18n/translator';

/** The label of a list's query parameter (`status_in`, `createdAt_gte`, `q`) for the log. */
function parameterLabel(resource: string, key: string): string {
  if (key === 'q') return t('Search');
  const suffix = /_(gte|lte|in)$/.exec(key)?.[1];
  const field = suffix ? key.slice(0, -suffix.length - 1) : key;
  const declaration = getDeclaration(resource);
  const declared =
    declaration?.filters?.find((filter) => filter.key === field)?.label ??
    declaration?.fields.find((item) => item.key === field)?.label;
  const label = declared ? t(declared) : field;
  if (suffix === 'gte') return t('{{field}} from', { field: label });
  if (suffix === 'lte') return t('{{field}} to', { field: label });
  return label;
}

/** An export's filters as the log shows them: "Status: pending, approved" (labels translated). */
export function exportFilterLines(
  resource: string,
  filters: Record<string, string> | undefined,
): { key: string; label: string; value: string }[] {
  return Object.entries(filters ?? {}).map(([key, value]) => ({
    key,
    label: parameterLabel(resource, key),
    value: key.endsWith('_in') ? value.split(',').join(', ') : value,
  }));
}
