import type { FormInstance } from 'antd';

/** Puts a 400's field errors on the form's fields (the input stays as typed). */
export function applyFieldErrors<T>(
  form: FormInstance<T>,
  errors: Record<string, string> | undefined,
): void {
  if (!errors) return;
  form.setFields(
    Object.entries(errors).map(([name, message]) => ({ name: name as never, errors: [message] })),
  );
}
