import { createContext, useContext } from 'react';

/**
 * The site's stylesheet, written into the document head instead of linked. It is small (about
 * 8 kB gzipped), and a linked stylesheet is a request that holds back the first paint: on a slow
 * mobile connection that is a round trip and more before anything shows. Only the server has the
 * text (entry.server.tsx provides it); the browser keeps the element the server sent.
 */
export const InlineStyleContext = createContext<string | undefined>(undefined);

export const INLINE_STYLE_ID = 'site-style';

let inPage: string | undefined;

/** The stylesheet's text: from the server's context, or in the browser from the element already in the page. */
export function useInlineStyle(): string {
  const fromServer = useContext(InlineStyleContext);
  if (fromServer !== undefined) return fromServer;
  if (typeof document === 'undefined') return '';
  // Read once: the element never changes, and the layout renders again on every navigation.
  inPage ??= document.getElementById(INLINE_STYLE_ID)?.textContent ?? '';
  return inPage;
}
