import { Languages } from 'lucide-react';
import { LanguageSwitchLink, useLanguageSwitches } from '~/components/site-footer';
import { useChrome } from '~/i18n/chrome';

/**
 * The header's language switcher: one control however many languages the site has. A native
 * disclosure rendered on the server, so it opens and closes with no script of ours (the converter
 * pages have no first-load JavaScript to spare): its summary shows the page's language by its code,
 * named by the `nav.language` message; its panel lists the other languages as the footer does, each
 * named in itself, with the same addresses and the same query-keeping data (app/i18n/switcher.ts).
 * The panel lies over the page, anchored to the control's right edge, so it fits a phone's width.
 */
export function LanguageMenu() {
  const chrome = useChrome();
  const links = useLanguageSwitches();
  if (links.length === 0) return null;
  return (
    // The group of the header, the footer's list the landmark: two landmarks of one name would be one too many.
    <details aria-label={chrome.words.language} className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-2 text-sm font-medium uppercase hover:bg-accent group-open:bg-accent [&::-webkit-details-marker]:hidden">
        <Languages className="size-4" aria-hidden />
        {/*
         * The page's language by its code; the summary's name is the control's, in the page's language.
         * Where the main navigation shares the bar (lg to xl), the icon alone: French and Spanish words
         * filled a 1024 px bar to its edge.
         */}
        <span aria-hidden className="lg:max-xl:hidden">
          {chrome.lang}
        </span>
        <span className="sr-only normal-case">{chrome.words.language}</span>
      </summary>
      <ul className="absolute right-0 top-full z-50 mt-1 min-w-40 rounded-md border bg-card p-1 text-card-foreground shadow-lg">
        {links.map((link) => (
          <li key={link.code}>
            <LanguageSwitchLink
              link={link}
              className="flex rounded-sm px-3 py-2 text-sm hover:bg-accent hover:text-accent-foreground focus:bg-accent focus:text-accent-foreground"
            />
          </li>
        ))}
      </ul>
    </details>
  );
}
