import type { FormInstance } from 'antd';

/**
 * Puts field errors (a 400's, or the declaration's checks) on the form's fields; the input stays as
 * typed. Nested keys arrive dotted (`markets.1.slug`) and become antd paths (['markets', 1, 'slug']).
 */
export function applyFieldErrors<T>(
  form: FormInstance<T> | undefined,
  errors: Record<string, string> | undefined,
): void {
  if (!form || !errors) return;
  form.setFields(
    Object.entries(errors).map(([key, message]) => ({
      name: key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) as never,
      errors: [message],
    })),
  );
}
