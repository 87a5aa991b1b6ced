import { describe, expect, it } from 'vitest';
import { ENGLISH, LANGUAGES, type Language } from '~/i18n/languages';
import { pagePath, type FixedPage } from '~/i18n/pages';
import type { MessageKey } from '~/i18n/t';
import { translatorOf } from '~/i18n/translator.server';
import { axeViolationsInBothThemes, gotoInTheme } from './axe';
import { useBrowser } from './browser';

/**
 * The information pages, the newsletter's page and the blog in each language other than English:
 * their words, `<html lang>`, and axe in both themes (one load each: axeViolationsInBothThemes). A
 * seeded article is English. The pages are opened and read in one browser page, as one visitor.
 */
const OTHERS = LANGUAGES.filter((language) => language !== ENGLISH);

/** Each page with the message of its heading. */
const PAGES: readonly [FixedPage, MessageKey][] = [
  ['about', 'info.about.heading'],
  ['contact', 'info.contact.heading'],
  ['privacy', 'info.privacy.heading'],
  ['terms', 'info.terms.heading'],
  ['newsletter', 'newsletter.title'],
  ['blog', 'blog.heading'],
];

const SEEDED_ARTICLE = 'why-the-us-uses-two-measurement-systems';

describe.each(OTHERS.map((language) => [language.code, language] as const))(
  'the %s information pages, newsletter and blog',
  (_code, language: Language) => {
    const b = useBrowser({ onePage: true });
    const t = translatorOf(language);

    it.each(PAGES)('%s is in the language, in words and in <html lang>, and axe finds nothing in either theme', async (page, heading) => {
      await gotoInTheme(b, pagePath(language, page), 'light', { thisVisitOnly: true });
      expect(await b.page.getAttribute('html', 'lang')).toBe(language.code);
      await b.page.getByRole('heading', { level: 1, name: t(heading, { siteName: 'Unitwise' }) }).waitFor();
      // The currency converter's count, 30: the ECB's 29 reference currencies and the euro (routes.test.ts).
      if (page === 'about') await b.page.getByText(t('info.about.feature.currency', { count: 30 }).replace(/<\/?link>/g, '')).waitFor();
      expect(await axeViolationsInBothThemes(b.page)).toEqual({ light: [], dark: [] });
    });

    it('says the blog has no articles in the language yet, and links the English blog', async () => {
      await b.goto(pagePath(language, 'blog'));
      await b.page.getByRole('heading', { name: t('blog.noneInLanguage') }).waitFor();
      const link = b.page.getByRole('link', { name: /./ }).filter({ hasText: new RegExp(t('blog.readEnglish').match(/<link>(.*)<\/link>/)![1]!) });
      expect(await link.getAttribute('href')).toBe('/blog');
      // The newsletter box, an island, speaks the language too.
      const box = b.page.getByRole('region', { name: t('newsletter.box.heading') });
      await box.getByLabel(t('newsletter.box.emailLabel')).fill('not an address');
      await box.getByRole('button', { name: t('newsletter.box.subscribe') }).click();
      await box.getByText(t('newsletter.box.invalidEmail'), { exact: true }).waitFor();
    });

    it('sends an English article’s address under its prefix to the article’s own address', async () => {
      const res = await fetch(`${b.baseURL}${pagePath(language, 'blog', SEEDED_ARTICLE)}`, { redirect: 'manual' });
      expect(res.status).toBe(301);
      expect(new URL(res.headers.get('location')!, b.baseURL).pathname).toBe(`/blog/${SEEDED_ARTICLE}`);
    });

    it('announces its sitemap set only once it is published', async () => {
      const index = await (await fetch(`${b.baseURL}/sitemap.xml`)).text();
      expect(index.includes(`/sitemaps/${language.code}-pages.xml`)).toBe(language.published);
      expect((await fetch(`${b.baseURL}/sitemaps/${language.code}-pages.xml`)).status).toBe(language.published ? 200 : 404);
    });
  },
);
