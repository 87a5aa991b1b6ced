import { NUMBERS_SWITCH_ATTRIBUTE, OTHER_FORM_CLASS, PAGE_FORM_CLASS, type NumberChoice } from '~/lib/number-choice';

/**
 * The switch between the number style of the page's language and the other one it offers (ADR 087),
 * in the header (compact: the other style's sample, `12,345.6`) and the footer (a sentence). Both
 * names are in the markup, and the class on `<html>` chooses which shows, as for the theme switch:
 * the button is right before any script of ours has run, and its markup never varies by reader.
 * Not an island: the page script listens to every such button (`listenToNumberSwitches`), which
 * costs each Spanish page a few bytes where an island's module and its hydration cost 400 gzipped.
 */
export function NumberStyleSwitch({ numbers: { styles, words }, compact = false }: { numbers: NumberChoice; compact?: boolean }) {
  const label = (sample: string, name: string) =>
    compact ? (
      <>
        {/* The visible sample is part of the name, as WCAG's label-in-name asks. */}
        <span aria-hidden>{sample}</span>
        <span className="sr-only">{name}</span>
      </>
    ) : (
      name
    );
  return (
    <button
      type="button"
      {...{ [NUMBERS_SWITCH_ATTRIBUTE]: styles.otherLocale }}
      className={
        compact
          ? 'hidden rounded-md px-2 py-2 text-sm font-medium tabular-nums hover:bg-accent xl:flex'
          : 'text-left hover:text-foreground hover:underline'
      }
    >
      <span className={PAGE_FORM_CLASS}>{label(words.otherSample, words.toOther)}</span>
      <span className={OTHER_FORM_CLASS}>{label(words.pageSample, words.toPage)}</span>
    </button>
  );
}
