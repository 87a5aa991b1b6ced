import { languageByCode, ENGLISH } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import type { Translator } from '~/i18n/t';
import type { NewsletterBoxProps } from './newsletter-box.island';
import { newsletterWords } from './newsletter-messages';

/** The newsletter box's props on a page of `t`'s language: its words, and its pages in that language. */
export function newsletterBoxProps(t: Translator): Omit<NewsletterBoxProps, 'className'> {
  const language = languageByCode(t.language) ?? ENGLISH;
  return {
    language: language.code,
    action: pagePath(language, 'newsletter'),
    privacy: pagePath(language, 'privacy'),
    words: newsletterWords(t),
  };
}
