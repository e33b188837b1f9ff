import { InputNumber } from 'antd';
import { common, type InputProps } from './_types';
import { WithUnit } from '../WithUnit';

/** A number input that never clamps: an out-of-range value stays as typed and the check says why. */
export function NumberInput(props: InputProps & { step?: number; unit?: string }) {
  return (
    <WithUnit unit={props.unit}>
      <InputNumber
        {...common(props)}
        value={props.value as number}
        onChange={props.onChange}
        step={props.step ?? 1}
        style={{ width: '100%' }}
      />
    </WithUnit>
  );
}
