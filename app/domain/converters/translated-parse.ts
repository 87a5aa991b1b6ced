import { z } from '../schemas/zod';
import { articleOf, firstIssue, PAGE_TEXT_FIELDS, splitFrontMatter } from './content-parse';
import type { ArticleSection } from './types';

/**
 * A converter page in another language: content/converters/<lang>/<english-slug>.md holds only
 * what a reader of that language reads (its address word, names, head texts, formula and article);
 * quantity, units, defaults, examples, related pages and order are the English page's. Checked
 * here when read; translated-content.test.ts checks each file against its English page and its
 * numbers against the English page and the unit tables.
 */

const text = z.string().trim().min(1);

/**
 * A number the text states that is neither on the English page nor a conversion between the
 * page's units (the arroba of Castile, a law's number): its value and where it comes from.
 */
const CitedNumberSchema = z.object({ value: z.number().finite(), source: text }).strict();

const TranslatedFrontMatterSchema = z.object({ ...PAGE_TEXT_FIELDS, numbers: z.array(CitedNumberSchema).min(1).optional() }).strict();

export type CitedNumber = z.infer<typeof CitedNumberSchema>;

export interface TranslatedPage extends z.infer<typeof TranslatedFrontMatterSchema> {
  /** The language folder (`es`). */
  lang: string;
  /** The English page this one translates: its file name and the English site's address. */
  englishSlug: string;
  article: ArticleSection[];
  /** The words of the article (its Markdown without link targets), for the length check. */
  articleWords: number;
}

/** Where a translated file lives: content/converters/<lang>/<english-slug>.md. */
const PATH = /(?:^|\/)content\/converters\/([a-z]{2,3}(?:-[a-z0-9]+)?)\/([a-z0-9-]+)\.md$/;

export function translatedPathParts(where: string): { lang: string; englishSlug: string } | null {
  const match = PATH.exec(where);
  return match ? { lang: match[1]!, englishSlug: match[2]! } : null;
}

/** Markdown without link targets and emphasis marks: what a reader reads, for counting and checking. */
export function readableMarkdown(markdown: string): string {
  return markdown
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[[\]*_`]/g, '')
    .replace(/^#+ /gm, '');
}

/**
 * A letter of a script written without spaces between words (Japanese, Chinese, Thai…), as a
 * regular expression's class: counted by the character here, and a number written against it is
 * still a number (text-numbers.ts).
 */
export const UNSPACED_LETTER =
  '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}\\u30fc]';
const UNSPACED = new RegExp(UNSPACED_LETTER, 'gu');
/** Characters of such a script that count as one word: the translation trade reckons about two Japanese characters an English word. */
const CHARACTERS_PER_WORD = 2;

/**
 * The words of a text, for the least length of a translated article: words between spaces, and a
 * word for every 2 characters of a script written without spaces ("長さの換算" is two).
 */
export function countWords(markdown: string): number {
  const text = readableMarkdown(markdown);
  const unspaced = text.match(UNSPACED)?.length ?? 0;
  const spaced = text.replace(UNSPACED, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’.,/-]*/gu)?.length ?? 0;
  return spaced + Math.floor(unspaced / CHARACTERS_PER_WORD);
}

/** Reads one translated file; throws naming the file and what is wrong. */
export function parseTranslatedPage(source: string, where: string): TranslatedPage {
  const parts = translatedPathParts(where);
  if (!parts) throw new Error(`${where}: not a content/converters/<lang>/<english-slug>.md path`);
  const { fields, body } = splitFrontMatter(source, where);
  const parsed = TranslatedFrontMatterSchema.safeParse(fields);
  if (!parsed.success) throw new Error(`${where}: ${firstIssue(parsed.error)}`);
  return { ...parsed.data, ...parts, article: articleOf(body, where), articleWords: countWords(body) };
}

/**
 * The texts of a translated file a reader sees, one entry per line of meaning (a head field, a
 * keyword, a formula line, a paragraph, a list item), as Markdown without link targets: the number
 * check reads numbers line by line, so a conversion is looked for among the numbers beside it.
 * Line breaks and breaking spaces become one space; no-break spaces stay, for they are a group sign
 * (CLDR's French writes 1 000 with U+202F) and the number check reads "1 000" as one number.
 */
export function readableLines(source: string, where: string): string[] {
  const { fields, body } = splitFrontMatter(source, where);
  const page = TranslatedFrontMatterSchema.partial().parse(fields);
  const head = [page.name, page.heading, page.title, page.description, page.intro, ...(page.keywords ?? []), ...(page.formula ?? [])];
  const paragraphs = readableMarkdown(body)
    .split(/\n\s*\n|\n(?=- )/)
    .map((line) =>
      line
        .replace(/^- /, '')
        .replace(/[^\S\u00a0\u202f]+/g, ' ')
        .trim(),
    );
  return [...head, ...paragraphs].filter((line): line is string => Boolean(line));
}
