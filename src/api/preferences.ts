import { AUTH_PATHS, type AdminIdentity, type Preferences } from '../model/contract';
import { readRecord } from '../model/envelope';
import type { Language } from '../model/languages';
import { chooseLanguage } from '../i18n/language';
import { http } from './http';
import { applyIdentity } from './identity';
import { t } from '../i18n/translator';
import { openSession } from '../session/token';
import { toast } from '../toast/toasts';

/**
 * The admin chose a language (account menu, Profile): the panel switches at once (and this browser
 * keeps it), then the account keeps it for every browser. A failed save says so in a toast, the
 * language staying switched here.
 */
export async function saveLanguage(language: Language): Promise<void> {
  const current = openSession();
  await chooseLanguage(language);
  const body: Preferences = { language };
  try {
    const { data, status } = await http().put<unknown>(AUTH_PATHS.preferences, body);
    // The answer is the account's identity: an earlier session's is not the one open now.
    if (current()) applyIdentity(readRecord<AdminIdentity>(data, status));
  } catch {
    toast.error(t('The language could not be kept on your account'), t('Try again later.'));
  }
}
