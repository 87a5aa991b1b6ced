import { Lexer, parseInline, type Token, type Tokens } from 'marked';
import { parse as parseYaml } from 'yaml';
import { z } from '../schemas/zod';
import { SLUG_PATTERN } from '../slug';
import { isQuantityId, quantities, type QuantityId } from '../units/registry';
import { CONVERTER_GROUPS, type ArticleSection, type ConverterPage } from './types';

/**
 * Converter pages are content files writers edit: content/converters/<slug>.md, YAML front matter
 * for the page's fields and Markdown for its article (`## ` headings open sections; paragraphs and
 * `- ` lists; inline emphasis and links). They are parsed and checked here when the site is built
 * (scripts/converter-content.ts): a bad file fails `npm run build` and the tests, naming the file
 * and the field, and the server starts with the parsed pages, never parsing YAML or Markdown.
 */

const text = z.string().trim().min(1);

/** The fields a reader reads, in every language: a translated page has these and no others (translated-parse.ts). */
export const PAGE_TEXT_FIELDS = {
  slug: z.string().regex(SLUG_PATTERN),
  name: text,
  heading: text,
  title: text.max(70),
  description: text.min(50).max(170),
  keywords: z.array(text).min(3),
  intro: text,
  formula: z.array(text).min(1).optional(),
};

const FrontMatterSchema = z
  .object({
    ...PAGE_TEXT_FIELDS,
    quantity: z.string().regex(SLUG_PATTERN),
    units: z.array(text).min(2).optional(),
    defaultFrom: text,
    defaultTo: text,
    pairOf: z.string().regex(SLUG_PATTERN).optional(),
    group: z.enum(CONVERTER_GROUPS),
    /** Position within its group in lists and menus (lower first). */
    order: z.number().int().nonnegative(),
    examples: z.array(z.object({ value: z.number().finite(), from: text, to: text }).strict()),
    related: z.array(z.string().regex(SLUG_PATTERN)).length(6),
    aliases: z.array(z.string().regex(SLUG_PATTERN)).optional(),
  })
  .strict();

export type ConverterFrontMatter = z.infer<typeof FrontMatterSchema>;

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/;

/** A content file's YAML front matter (parsed) and its Markdown body; throws naming the file. */
export function splitFrontMatter(source: string, where: string): { fields: unknown; body: string } {
  const match = FRONT_MATTER.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`${where}: no front matter between "---" lines`);
  return { fields: parseYaml(match[1]!), body: match[2]! };
}

/** The first problem zod found, as `field: message`. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]!;
  return `${issue.path.join('.') || 'front matter'}: ${issue.message}`;
}

/** The article of a page: its `## ` sections, each with paragraphs and an optional list. */
export function articleOf(markdown: string, where: string): ArticleSection[] {
  const sections: ArticleSection[] = [];
  const inline = (source: string) => parseInline(source, { async: false });
  for (const token of new Lexer().lex(markdown) as Token[]) {
    if (token.type === 'space') continue;
    if (token.type === 'heading' && token.depth === 2) {
      sections.push({ heading: (token as Tokens.Heading).text, paragraphs: [] });
      continue;
    }
    const section = sections.at(-1);
    if (!section) throw new Error(`${where}: the article must start with a "## " heading`);
    if (token.type === 'paragraph') section.paragraphs.push(inline((token as Tokens.Paragraph).text));
    else if (token.type === 'list' && !section.list) section.list = (token as Tokens.List).items.map((item) => inline(item.text));
    else throw new Error(`${where}: unexpected ${token.type} in section "${section.heading}" (paragraphs and one list only)`);
  }
  if (sections.length === 0) throw new Error(`${where}: the article has no sections`);
  return sections;
}

/** Reads one content file into a page; throws naming the file and what is wrong. */
export function parseConverterPage(source: string, where: string): ConverterPage & { order: number } {
  const { fields, body } = splitFrontMatter(source, where);
  const parsed = FrontMatterSchema.safeParse(fields);
  if (!parsed.success) throw new Error(`${where}: ${firstIssue(parsed.error)}`);
  const expected = where.split('/').pop()?.replace(/\.md$/, '');
  if (parsed.data.slug !== expected) throw new Error(`${where}: slug "${parsed.data.slug}" must match the file name`);
  return { ...parsed.data, quantity: checkUnitKeys(parsed.data, where), article: articleOf(body, where) };
}

/**
 * The page's quantity and every unit key it names must be in the unit tables: a typo would
 * otherwise reach a visitor as an empty converter or a result of 0. Returns the checked quantity.
 */
function checkUnitKeys(page: ConverterFrontMatter, where: string): QuantityId {
  const fail = (field: string, why: string): never => {
    throw new Error(`${where}: ${field}: ${why}`);
  };
  const { quantity } = page;
  if (!isQuantityId(quantity)) return fail('quantity', `unknown quantity "${quantity}"`);
  const keys = new Set(quantities[quantity].units.map((unit) => unit.key));
  const known = (field: string, key: string) => keys.has(key) || fail(field, `unknown unit "${key}" of ${quantity}`);
  page.units?.forEach((key, i) => known(`units.${i}`, key));
  const offered = new Set(page.units ?? keys);
  const onPage = (field: string, key: string) => {
    known(field, key);
    if (!offered.has(key)) fail(field, `unit "${key}" is not among the page's units`);
  };
  onPage('defaultFrom', page.defaultFrom);
  onPage('defaultTo', page.defaultTo);
  page.examples.forEach(({ from, to }, i) => {
    onPage(`examples.${i}.from`, from);
    onPage(`examples.${i}.to`, to);
  });
  return quantity;
}

/**
 * Links between content files, checked once every file is read: related pages and a pair page's
 * quantity page must exist, so no card or breadcrumb points at a missing page.
 */
export function checkContentLinks(pages: readonly ConverterPage[]): void {
  const slugs = new Set(pages.map((page) => page.slug));
  for (const page of pages) {
    const fail = (field: string, why: string): never => {
      throw new Error(`content/converters/${page.slug}.md: ${field}: ${why}`);
    };
    page.related.forEach((slug, i) => {
      if (slug === page.slug) fail(`related.${i}`, 'a page cannot relate to itself');
      if (!slugs.has(slug)) fail(`related.${i}`, `no page "${slug}"`);
    });
    if (page.pairOf !== undefined && !slugs.has(page.pairOf)) fail('pairOf', `no page "${page.pairOf}"`);
  }
}
