import type { ReactNode } from 'react';
import { rich, type TagRenderer } from '~/i18n/rich';
import type { MessageKey, MessageValues, Translator } from '~/i18n/t';

/** One section of a long legal text: a linkable heading, paragraphs, and an optional list. */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: ReactNode[];
  list?: ReactNode[];
}

/**
 * A section as its messages: `<prefix>.<key>` is its heading, `.p1`, `.p2`… its paragraphs and
 * `.l1`, `.l2`… the items of its list, so each language writes the same sections in its own words.
 */
export interface SectionKeys {
  /** The heading's anchor (`/privacy#your-rights`): the same in every language. */
  id: string;
  key: string;
  paragraphs: number;
  list?: number;
}

/** The sections from their messages; tags in a message (`<email>…</email>`) are rendered by `tags`. */
export function sectionsFrom(
  t: Translator,
  prefix: string,
  sections: readonly SectionKeys[],
  values: MessageValues,
  tags: Readonly<Record<string, TagRenderer>>,
): LegalSection[] {
  const say = (key: string) => rich(t(`${prefix}.${key}` as MessageKey, values), tags);
  const count = (n: number, mark: string, key: string) => Array.from({ length: n }, (_, i) => say(`${key}.${mark}${i + 1}`));
  return sections.map(({ id, key, paragraphs, list }) => ({
    id,
    heading: t(`${prefix}.${key}` as MessageKey),
    paragraphs: count(paragraphs, 'p', key),
    ...(list ? { list: count(list, 'l', key) } : {}),
  }));
}

/** The "Last Updated" line of a legal text, its date in the language's words. */
export function LegalUpdated({ t }: { t: Translator }) {
  return (
    <p className="text-sm text-muted-foreground">{rich(t('info.legal.updated'), { date: (chunk) => <time dateTime="2025-01">{chunk}</time> })}</p>
  );
}

/** The sections of the privacy policy and the terms, each heading an anchor (`/privacy#your-rights`). */
export function LegalSections({ sections }: { sections: LegalSection[] }) {
  return sections.map((section) => (
    <section key={section.id} aria-labelledby={section.id} className="space-y-3">
      <h2 id={section.id} className="text-2xl font-semibold">
        {section.heading}
      </h2>
      {section.paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      {section.list && (
        <ul className="list-disc space-y-2 pl-6">
          {section.list.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  ));
}
