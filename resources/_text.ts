/**
 * Messages of the rules and domains (a refusal, a validation error, a fact of a confirmation) are
 * written in English and translated where the panel shows them (src/i18n/translator.ts): the
 * catalogue has them with their values as numbered slots, and the translator finds the one a
 * message is made from. `say` marks such a message for the catalogue (npm run i18n); it returns the
 * English as a template literal would, so APIs and logs read plain English.
 *
 *   say`${field.label} must be at most ${max} characters`
 *   -> catalogued as "{{0}} must be at most {{1}} characters"; shown in Spanish as
 *      "Nombre debe tener como máximo 5 caracteres" ({{0}} is one of the panel's words, translated
 *      too; a record's own text stays as it is).
 */
export function say(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((text, part, index) => text + String(values[index - 1]) + part);
}
