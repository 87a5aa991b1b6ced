import { NumberStyleSwitch } from '~/components/number-style-switch';
import { SiteLink } from '~/components/site-link';
import { toNavLink, type NavLink } from '~/components/site-nav';
import { useLocation, useMatches } from 'react-router';
import { useAlternates, useChrome } from '~/i18n/chrome';
import { SWITCH_ATTRIBUTE, switchLink, type QueryKept } from '~/i18n/switcher';
import { useCatalog } from '~/lib/catalog';

function FooterColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <SiteLink to={link.to} className="text-muted-foreground hover:text-foreground hover:underline">
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const catalog = useCatalog();
  const chrome = useChrome();
  const { words } = chrome;
  return (
    <footer className="mt-12 border-t bg-muted/40 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <FooterColumn title={words.popular} links={catalog.popular.map(toNavLink)} />
        {/* As on the home page, the calculators are categories too. */}
        <FooterColumn title={words.categories} links={[...catalog.nav.map(toNavLink), ...chrome.calculatorLinks]} />
        <FooterColumn title={words.about} links={chrome.informationLinks} />
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:justify-between">
          <p>{words.tagline}</p>
          <LanguageLinks />
          {chrome.numbers && <NumberStyleSwitch numbers={chrome.numbers} />}
          <p>{words.rights}</p>
        </div>
      </div>
    </footer>
  );
}

/**
 * The page in the other languages, as links (the switcher of the footer; the header has the same):
 * plain links to the translated page's address, never a choice by the browser's languages. A page
 * that keeps its state in the query (its route's `handle.switcher`) is linked with that query, its
 * numbers in the other language's style, and kept so as the reader changes it (app/i18n/switcher.ts).
 */
export function LanguageLinks({ compact = false }: { compact?: boolean }) {
  const chrome = useChrome();
  const alternates = useAlternates();
  const kept = (useMatches().at(-1)?.handle as { switcher?: QueryKept } | undefined)?.switcher;
  const { search } = useLocation();
  const own = alternates.find((alternate) => alternate.code === chrome.lang)?.signs ?? '.';
  const others = alternates.filter((alternate) => alternate.code !== chrome.lang);
  if (others.length === 0) return null;
  // The header's is a group, the footer's the landmark: two landmarks of one name would be one too many.
  const Box = compact ? 'div' : 'nav';
  return (
    <Box role={compact ? 'group' : undefined} aria-label={chrome.words.language}>
      <ul className={compact ? 'flex gap-1 text-sm' : 'flex gap-3'}>
        {others.map((alternate) => {
          const link = kept ? switchLink(search, kept, own, alternate) : null;
          return (
            <li key={alternate.code}>
              {/* In the header, the language's code stands for its name, which stays the link's name. */}
              <a
                href={link?.href ?? alternate.path}
                {...(link ? { [SWITCH_ATTRIBUTE]: link.data } : {})}
                hrefLang={alternate.code}
                lang={alternate.code}
                aria-label={compact ? alternate.name : undefined}
                className={compact ? 'rounded-md px-2 py-2 font-medium uppercase hover:bg-accent' : 'hover:text-foreground hover:underline'}
              >
                {compact ? alternate.code : alternate.name}
              </a>
            </li>
          );
        })}
      </ul>
    </Box>
  );
}
