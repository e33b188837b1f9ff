import { Form, Input, Select } from 'antd';
import { ACTION_INPUT_MAX } from '../../model/validation';
import {
  actionInputErrors,
  inputRequired,
  REASON_CODE_KEY,
  REASON_LABEL,
  type Reasoned,
} from '../../model/reasons';
import { t } from '../../i18n/translator';

/** A form rule that asks the model what the API would say of this one key, given the others. */
const checkedAs =
  (action: Reasoned, key: string) =>
  ({ getFieldsValue }: { getFieldsValue: () => Record<string, unknown> }) => ({
    validator: (_: unknown, value: unknown) => {
      const problem = actionInputErrors(action, { ...getFieldsValue(), [key]: value })[key];
      return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
    },
  });

/**
 * What an action asks for: its reason code (from the codes it lists, "Other" last) and its text,
 * checked as the API checks them (model/reasons): blank text is no reason, the same limit, the
 * text required for "Other". One row's dialog and a batch's both draw it.
 */
export function ActionInput({ action, extra }: { action: Reasoned; extra?: string }) {
  const input = action.input;
  const form = Form.useFormInstance();
  const code: unknown = Form.useWatch(REASON_CODE_KEY, form);
  return (
    <>
      {action.reasons && (
        <Form.Item
          name={REASON_CODE_KEY}
          label={t(REASON_LABEL)}
          required
          rules={[checkedAs(action, REASON_CODE_KEY)]}
        >
          <Select
            placeholder={t('Choose a reason')}
            options={action.reasons.map((reason) => ({
              value: reason.code,
              label: t(reason.label),
            }))}
            // The text's need changes with the code: a message under typed text follows at once.
            onChange={() => {
              if (input && form.isFieldTouched(input.key))
                void form.validateFields([input.key]).catch(() => undefined);
            }}
          />
        </Form.Item>
      )}
      {input && (
        <Form.Item
          name={input.key}
          label={t(input.label)}
          extra={extra}
          required={inputRequired(action, code)}
          rules={[checkedAs(action, input.key)]}
        >
          <Input.TextArea
            autoSize={{ minRows: 2 }}
            maxLength={input.maxLength ?? ACTION_INPUT_MAX}
            showCount
          />
        </Form.Item>
      )}
    </>
  );
}

/** A 400's messages on the fields the action's dialog has (its reason code, its text). */
export function fieldErrors(action: Reasoned, errors: Record<string, string> | undefined) {
  const keys = [
    ...(action.reasons ? [REASON_CODE_KEY] : []),
    ...(action.input ? [action.input.key] : []),
  ];
  return keys.flatMap((key) => (errors?.[key] ? [{ name: key, errors: [t(errors[key])] }] : []));
}
