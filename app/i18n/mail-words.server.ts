import type { MailLanguage } from '~/services/mail/templates.server';
import { ENGLISH, languageByCode } from './languages';
import { pagePath } from './pages';
import { translatorOf } from './translator.server';

/**
 * A subscriber's language as their newsletter mails speak it (ADR 090): the translator's words and
 * the language's unsubscribe page; English for a code the site no longer has. Given to the
 * newsletter's sender by the site (http/load-site.ts): the services, run from source by tsx in
 * development, cannot load the catalogs themselves.
 */
export function mailLanguageOf(code: string): MailLanguage {
  const language = languageByCode(code) ?? ENGLISH;
  return { say: translatorOf(language), unsubscribePath: pagePath(language, 'newsletter/unsubscribe') };
}
