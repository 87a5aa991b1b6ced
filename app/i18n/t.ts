import { createContext, useContext } from 'react';
import type ads from '../../content/i18n/en/messages/ads.json';
import type calculate from '../../content/i18n/en/messages/calculate.json';
import type common from '../../content/i18n/en/messages/common.json';
import type converter from '../../content/i18n/en/messages/converter.json';
import type currency from '../../content/i18n/en/messages/currency.json';
import type cooking from '../../content/i18n/en/messages/cooking.json';
import type countdown from '../../content/i18n/en/messages/countdown.json';
import type expression from '../../content/i18n/en/messages/expression.json';
import type favorites from '../../content/i18n/en/messages/favorites.json';
import type mortgage from '../../content/i18n/en/messages/mortgage.json';
import type numbers from '../../content/i18n/en/messages/numbers.json';
import type offline from '../../content/i18n/en/messages/offline.json';
import type pair from '../../content/i18n/en/messages/pair.json';
import type recent from '../../content/i18n/en/messages/recent.json';
import type search from '../../content/i18n/en/messages/search.json';
import type info from '../../content/i18n/en/messages/info.json';
import type newsletter from '../../content/i18n/en/messages/newsletter.json';
import type blog from '../../content/i18n/en/messages/blog.json';

/**
 * The English messages, the source, one file per area of the site (content/i18n/en/messages/):
 * a new area's file is added here too. A key is named by its area (`home.title`).
 */
type EnglishMessages = typeof common &
  typeof ads &
  typeof blog &
  typeof calculate &
  typeof converter &
  typeof currency &
  typeof cooking &
  typeof countdown &
  typeof expression &
  typeof favorites &
  typeof info &
  typeof mortgage &
  typeof newsletter &
  typeof numbers &
  typeof offline &
  typeof pair &
  typeof recent &
  typeof search;

/** A message's key: a key of the English files (a misspelt key fails `tsc`). */
export type MessageKey = keyof EnglishMessages;

/** The values of a message's `{placeholders}`. */
export type MessageValues = Record<string, string | number>;

/**
 * Formats a message of the page's language (ICU MessageFormat: plurals, selects, numbers). Made
 * on the server only (app/i18n/translator.server.ts): an island gets the strings it shows as props,
 * never the catalog (ADR 083).
 */
export interface Translator {
  /** The language's code (`es`). */
  readonly language: string;
  (key: MessageKey, values?: MessageValues): string;
}

export const TranslatorContext = createContext<Translator | null>(null);

/**
 * The page's translator, for components that render on the server only (a page sent as islands,
 * outside its islands). Throws where there is none: in the browser, or a page React Router
 * hydrates, which stay in English and write their words themselves.
 */
export function useT(): Translator {
  const t = useContext(TranslatorContext);
  if (!t) throw new Error('useT() outside a server render: an island gets its words as props');
  return t;
}

/**
 * Values that keep a message's slots for an island to fill in the browser (app/i18n/fill.ts):
 * `t('favorites.remove', slots('title'))` is `Remove {title} from favorites`. Simple arguments only.
 */
export const slots = (...names: string[]): MessageValues => Object.fromEntries(names.map((name) => [name, `{${name}}`]));
