import type { ReactNode } from 'react';

/** One section of a long legal text: a linkable heading, paragraphs, and an optional list. */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: ReactNode[];
  list?: ReactNode[];
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
