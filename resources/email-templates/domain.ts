/** E-mail templates: subject and HTML body with {{variables}}. */
import type { BaseRecord, Editable } from '../domain/primitives';

export interface EmailTemplate extends BaseRecord, Editable {
  name: string;
  /** Read-only, unique. */
  slug: string;
  subject: string;
  /** HTML with `{{variable}}` placeholders. */
  body: string;
  /** Read-only: the placeholder names used in subject and body, without braces (`name` for `{{name}}`). */
  variables: string[];
  isActive: boolean;
}
