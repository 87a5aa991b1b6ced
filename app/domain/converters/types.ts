import type { QuantityId } from '../units/registry';

/**
 * One entry of the converter page registry. Routes, navigation, the home grid,
 * the sitemap page, sitemap.xml, related cards and the API all read the registry.
 */
/** The groups of the catalog, as the field's leading sites group their converters. */
export const CONVERTER_GROUPS = ['common', 'engineering', 'heat', 'fluids', 'light', 'electricity', 'magnetism', 'radiology', 'other'] as const;
export type ConverterGroup = (typeof CONVERTER_GROUPS)[number];

/** A section of a page's article; paragraphs and list items are inline HTML made from Markdown. */
export interface ArticleSection {
  heading: string;
  paragraphs: string[];
  /** Optional bullet list shown after the paragraphs. */
  list?: string[];
}

export interface ExampleConversion {
  value: number;
  from: string;
  to: string;
}

export interface ConverterPage {
  /** Path without the leading slash: `length`, `feet-to-meters`. */
  slug: string;
  /** Quantity id of the unit table this page converts. */
  quantity: QuantityId;
  /** Unit keys offered, in order; defaults to every unit of the quantity. */
  units?: readonly string[];
  defaultFrom: string;
  defaultTo: string;
  /** Category page this pair page belongs to (pair pages only). */
  pairOf?: string;
  group: ConverterGroup;
  /** Short name for nav, cards and lists (`Length`). */
  name: string;
  /** Visible h1 (`Length Converter`). */
  heading: string;
  /** <title> text without the site name. */
  title: string;
  /** Meta description, 120–160 characters. */
  description: string;
  keywords: readonly string[];
  /** One-line lead under the heading. */
  intro: string;
  /** Formula card text lines; omitted for pages without a simple formula. */
  formula?: readonly string[];
  examples: readonly ExampleConversion[];
  /** Exactly six slugs of other converter pages. */
  related: readonly string[];
  article: readonly ArticleSection[];
  /** Paths that answer 301 to this page (`capacitance`). */
  aliases?: readonly string[];
}
