import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from 'antd';
import { dateInputFormats } from '../../model/format';

/**
 * Dates travel as ISO strings; the picker works with dayjs. Its own chunk (../lazyInput.tsx).
 * A typed date is read in any of the accepted formats (the placeholder shows the first) and kept
 * as it is typed, without a confirm step that a blur would cancel. Text that is no date stays in
 * the input and goes to the form as it is, whose check refuses it on the field: never dropped.
 */
export default function DateInput({
  value,
  onChange,
  withTime,
  ...common
}: {
  value?: string;
  onChange?: (value: unknown) => void;
  withTime: boolean;
  id?: string;
  disabled?: boolean;
}) {
  const formats = dateInputFormats(withTime);
  // What the form holds is ISO, or text typed that is no date (dayjs would read "2026-11-27 9").
  const parsed = value ? (/^\d{4}-\d{2}-\d{2}(T|$)/.test(value) ? dayjs(value) : dayjs('')) : null;
  // While the form holds refused text, the picker keeps the last date it showed: a new value
  // would replace the typed text in the input. Derived from the value as it changes.
  const [shown, setShown] = useState<{ value?: string; date: Dayjs | null }>({ date: null });
  if (shown.value !== value && (!parsed || parsed.isValid())) setShown({ value, date: parsed });
  return (
    <DatePicker
      {...common}
      showTime={withTime ? { format: 'HH:mm' } : false}
      format={formats}
      placeholder={formats[0]}
      needConfirm={false}
      preserveInvalidOnBlur
      value={shown.date}
      onChange={(date) => onChange?.(date ? date.toISOString() : null)}
      onBlur={(event) => {
        const text = (event.target as HTMLInputElement).value.trim();
        const read = formats.some((format) => dayjs(text, format, true).isValid());
        if (text && !read) onChange?.(text);
      }}
      style={{ width: '100%' }}
    />
  );
}
