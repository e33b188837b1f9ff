import dayjs from 'dayjs';
import { DatePicker } from 'antd';

/** Dates travel as ISO strings; the picker works with dayjs. Its own chunk (../lazyInput.tsx). */
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
  return (
    <DatePicker
      {...common}
      showTime={withTime}
      value={value ? dayjs(value) : null}
      onChange={(date) => onChange?.(date ? date.toISOString() : null)}
      style={{ width: '100%' }}
    />
  );
}
