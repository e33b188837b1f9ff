import { isLanguage, LANGUAGES } from '../../model/languages';
import { badRequest, ok, readBody } from '../http-utils';
import type { DemoStore, Row } from '../store';
import { publicAdmin } from './access';
import { say } from '../../../resources/_text';

const CHOICES = LANGUAGES.map((language) => language.code).join(', ');

/** PUT preferences: the signed-in admin's own language, kept on the account; answers the identity. */
export async function savePreferences(
  store: DemoStore,
  request: Request,
  admin: Row,
): Promise<Response> {
  const { language } = await readBody(request);
  if (!isLanguage(language)) {
    const message = say`Choose one of: ${CHOICES}`;
    return badRequest(say`Check the form`, { language: message });
  }
  const saved = store.update('admins', admin._id, { language });
  return ok(publicAdmin(saved ?? admin, store), say`Preferences saved`);
}
