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

/** One language's switcher link: where it leads, and what followSwitchLinks needs to keep the query. */
export interface LanguageSwitch {
  code: string;
  /** The language's name in itself (`Deutsch`). */
  name: string;
  href: string;
  /** The SWITCH_ATTRIBUTE data of a page that keeps its state in the query. */
  data?: string;
}

/**
 * The page in the other languages (the switcher of the header and the footer): plain links to the
 * translated page's address, never a choice by the browser's languages. A page that keeps its state
 * in the query (its route's `handle.switcher`) is linked with that query, its numbers in the other
 * language's style, and kept so as the reader changes it (app/i18n/switcher.ts).
 */
export function useLanguageSwitches(): LanguageSwitch[] {
  const chrome = useChrome();
  const alternates = useAlternates();
  const kept = (useMatches().at(-1)?.handle as { switcher?: QueryKept } | undefined)?.switcher;
  const { search } = useLocation();
  const own = alternates.find((alternate) => alternate.code === chrome.lang)?.signs ?? '.';
  return alternates
    .filter((alternate) => alternate.code !== chrome.lang)
    .map((alternate) => {
      const link = kept ? switchLink(search, kept, own, alternate) : null;
      return { code: alternate.code, name: alternate.name, href: link?.href ?? alternate.path, ...(link ? { data: link.data } : {}) };
    });
}

/** A switcher link, named in its own language for a screen reader to read it so. */
export function LanguageSwitchLink({ link, className }: { link: LanguageSwitch; className: string }) {
  return (
    <a href={link.href} {...(link.data ? { [SWITCH_ATTRIBUTE]: link.data } : {})} hrefLang={link.code} lang={link.code} className={className}>
      {link.name}
    </a>
  );
}

/** The footer's switcher: the other languages by name, a landmark (the header's is a disclosure, app/components/language-menu.tsx). */
export function LanguageLinks() {
  const chrome = useChrome();
  const links = useLanguageSwitches();
  if (links.length === 0) return null;
  return (
    <nav aria-label={chrome.words.language}>
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {links.map((link) => (
          <li key={link.code}>
            <LanguageSwitchLink link={link} className="hover:text-foreground hover:underline" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
