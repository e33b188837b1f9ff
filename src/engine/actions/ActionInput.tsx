import { Form, Input } from 'antd';
import type { ActionDeclaration } from '../../../resources/types';
import { ACTION_INPUT_MAX, checkActionInput } from '../../model/validation';
import { t } from '../../i18n/translator';

/**
 * The field an action asks for (a reason), checked as the API checks it (model/validation): blank
 * text is no reason, and the same limit. One row's dialog and a batch's both draw it.
 */
export function ActionInput({
  input,
  extra,
}: {
  input: NonNullable<ActionDeclaration['input']>;
  extra?: string;
}) {
  return (
    <Form.Item
      name={input.key}
      label={t(input.label)}
      extra={extra}
      rules={[
        {
          required: input.required,
          validator: (_, value) => {
            const problem = checkActionInput(input, value);
            return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
          },
        },
      ]}
    >
      <Input.TextArea
        autoSize={{ minRows: 2 }}
        maxLength={input.maxLength ?? ACTION_INPUT_MAX}
        showCount
      />
    </Form.Item>
  );
}
