import { Input } from 'antd';
import { shownText } from '../shownText';
import { common, type FieldTypeView, type InputProps } from './_types';

/** A one-line text input; `mono` for keys and signatures. */
export function TextInput(props: InputProps & { mono?: boolean; spellCheck?: boolean }) {
  // A secret (a new admin's password) is masked, with antd's show/hide toggle.
  if (props.field.secret)
    return (
      <Input.Password
        {...common(props)}
        value={props.value as string}
        onChange={(event) => props.onChange?.(event.target.value)}
        maxLength={props.field.maxLength}
        autoComplete="new-password"
      />
    );
  return (
    <Input
      {...common(props)}
      value={props.value as string}
      onChange={(event) => props.onChange?.(event.target.value)}
      maxLength={props.field.maxLength}
      spellCheck={props.spellCheck ?? false}
      className={props.mono ? 'mono' : undefined}
    />
  );
}

export function TextArea(props: InputProps) {
  return (
    <Input.TextArea
      {...common(props)}
      value={props.value as string}
      onChange={(event) => props.onChange?.(event.target.value)}
      autoSize={{ minRows: 3, maxRows: 12 }}
    />
  );
}

/**
 * Record text, isolated: a bidi control in it (U+202E) cannot reorder what is drawn around it. A
 * platform's message is shown in the admin's language.
 */
export const plainText: FieldTypeView['Display'] = ({ field, value }) => (
  <bdi>{shownText(field, String(value))}</bdi>
);
