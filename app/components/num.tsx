import { restyle, type NumberStyle } from '~/domain/number-format';
import { useChrome } from '~/i18n/chrome';
import { OTHER_FORM_CLASS, PAGE_FORM_CLASS } from '~/lib/number-choice';
import { NumForms } from './num-forms';
import { NUMBERS_OTHER_CLASS } from '~/lib/theme-script';

/**
 * Shows one of each number's forms, by the class the head script sets before first paint: the
 * other form is `display: none`, so it takes no room, and neither screen readers nor a copy read it.
 * Written into the head only on pages whose language has another style, so other pages' bytes stay
 * as they were.
 */
export const NUMBERS_CSS = `:root:not(.${NUMBERS_OTHER_CLASS}) .${OTHER_FORM_CLASS},.${NUMBERS_OTHER_CLASS} .${PAGE_FORM_CLASS}{display:none}`;

/**
 * A number written on the server (`children`, in US style as format.ts gives it: '1,609.344'), in
 * the reader's number style with no script and no layout shift: on a page whose language has
 * another style (es: es-ES 1609,344 and es-MX 1,609.344) both forms are in the markup and CSS shows
 * the chosen one (NUMBERS_CSS); elsewhere, the one form of the page's style. A number that reads
 * the same in both styles (12) is written once.
 */
export function Num({ children, style }: { children: string; style?: NumberStyle }) {
  const numbers = useChrome().numbers;
  // A language with one style (de) writes the number in it, given as `style`; English as it is.
  if (!numbers) return style ? restyle(children, style) : children;
  return <NumForms text={children} styles={numbers.styles} />;
}
