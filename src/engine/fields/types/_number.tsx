import { InputNumber } from 'antd';
import { common, type InputProps } from './_types';

/** A number input that never clamps: an out-of-range value stays as typed and the check says why. */
export function NumberInput(props: InputProps & { step?: number; addonAfter?: string }) {
  return (
    <InputNumber
      {...common(props)}
      value={props.value as number}
      onChange={props.onChange}
      step={props.step ?? 1}
      // Only when there is one: antd warns (deprecation) whenever the prop is present.
      {...(props.addonAfter ? { addonAfter: props.addonAfter } : {})}
      style={{ width: '100%' }}
    />
  );
}
