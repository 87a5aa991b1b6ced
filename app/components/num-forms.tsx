import { restyle } from '~/domain/number-format';
import { OTHER_FORM_CLASS, PAGE_FORM_CLASS, type NumberStyles } from '~/lib/number-choice';

/**
 * A number (`text`, in US style as format.ts gives it) in both of a language's styles, for markup
 * that must show the reader's choice from the first paint (ADR 087): the two forms as two spans, of
 * which the page's rule (NUMBERS_CSS) shows the one the class on `<html>` names; a number the same
 * in both styles is written once. No hook and no router: the server's `<Num>` and the islands
 * (the all-units table) write their numbers with it, so an island's first render, the server's,
 * is already in the reader's style, and it has nothing to render again when the style changes.
 */
export function NumForms({ text, styles }: { text: string; styles: NumberStyles }) {
  const page = restyle(text, styles.page);
  const other = restyle(text, styles.other);
  if (page === other) return page;
  return (
    <>
      <span className={PAGE_FORM_CLASS}>{page}</span>
      <span className={OTHER_FORM_CLASS}>{other}</span>
    </>
  );
}
