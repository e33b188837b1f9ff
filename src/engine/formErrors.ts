import type { FormInstance } from 'antd';
import { t } from '../i18n/translator';

/**
 * Puts field errors (a 400's, or the declaration's checks) on the form's fields; the input stays as
 * typed. Nested keys arrive dotted (`markets.1.slug`) and become antd paths (['markets', 1, 'slug']).
 * The messages are shown in the admin's language.
 */
export function applyFieldErrors<T>(
  form: FormInstance<T> | undefined,
  errors: Record<string, string> | undefined,
): void {
  if (!form || !errors) return;
  form.setFields(
    Object.entries(errors).map(([key, message]) => ({
      name: key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) as never,
      errors: [t(message)],
    })),
  );
}

/** The field errors of a failed request that are one message each (a 400's `errors`). */
export function stringErrors(errors: unknown): Record<string, string> | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const found = Object.entries(errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return found.length ? Object.fromEntries(found) : undefined;
}
