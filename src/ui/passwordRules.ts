import type { FormRule } from 'antd';
import { confirmationProblem, passwordProblem } from '../model/passwords';
import { t } from '../i18n/translator';

/** antd rules for a new password: the same rules the server applies (src/model/passwords.ts). */
export const newPasswordRules: FormRule[] = [
  {
    required: true,
    validator: (_, value) => {
      const problem = passwordProblem(value);
      return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
    },
  },
];

/** antd rules for the confirmation of the password in field `password`. */
export function confirmPasswordRules(password: string): FormRule[] {
  return [
    { required: true, message: t('Repeat the new password') },
    ({ getFieldValue }) => ({
      validator: (_, value) => {
        const problem = value ? confirmationProblem(getFieldValue(password), value) : undefined;
        return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
      },
    }),
  ];
}
