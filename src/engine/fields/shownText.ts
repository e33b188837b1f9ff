import type { FieldDeclaration } from '../../../resources/types';
import { t } from '../../i18n/translator';

/**
 * A text value as the panel shows it: a platform's message (`platformMessage`, a say`…` template)
 * in the admin's language, any other text as it was written. Cells, record pages and the bell
 * read a field's text through it.
 */
export function shownText(field: FieldDeclaration, text: string): string {
  return field.platformMessage ? t(text) : text;
}
