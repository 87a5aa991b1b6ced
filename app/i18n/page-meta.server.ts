import { languageOfPath } from './languages';
import { pagePath, type FixedPage } from './pages';
import type { MessageKey } from './t';
import { translatorOf } from './translator.server';

/** A page's `<title>`, description, keywords and address in the language of the request's address. */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
  path: `/${string}`;
}

/**
 * The meta words of a fixed page whose messages are `<area>.<name>.title`, `.description` and
 * `.keywords` (a comma-separated list), for its loader: meta functions get them as loader data.
 */
export function pageMeta(request: Request, page: FixedPage, prefix: string): PageMeta {
  const language = languageOfPath(new URL(request.url).pathname);
  const t = translatorOf(language);
  const word = (name: string) => t(`${prefix}.${name}` as MessageKey);
  return { title: word('title'), description: word('description'), keywords: word('keywords').split(', '), path: pagePath(language, page) };
}
