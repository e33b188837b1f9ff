import { say } from '../../resources/_text';

/** Rules for a new admin password, shared by the reset and change-password screens and the API. */
export const PASSWORD_MIN_LENGTH = 8;

/** What is wrong with a new password, or undefined. */
export function passwordProblem(password: unknown): string | undefined {
  const text = typeof password === 'string' ? password : '';
  if (text.length < PASSWORD_MIN_LENGTH) return say`At least ${PASSWORD_MIN_LENGTH} characters`;
  if (!/[A-Za-z]/.test(text) || !/\d/.test(text)) return say`Use letters and digits`;
  if (text.length > 256) return say`At most 256 characters`;
  return undefined;
}

export function confirmationProblem(password: unknown, confirmation: unknown): string | undefined {
  return password === confirmation ? undefined : say`The passwords do not match`;
}

/** Field errors of a new password and its confirmation, under the caller's field names. */
export function newPasswordErrors(
  password: unknown,
  confirmation: unknown,
  keys: { password: string; confirmation: string },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const problem = passwordProblem(password);
  if (problem) errors[keys.password] = problem;
  const mismatch = confirmationProblem(password, confirmation);
  if (mismatch) errors[keys.confirmation] = mismatch;
  return errors;
}
