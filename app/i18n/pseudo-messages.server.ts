import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { accentedProse } from './pseudo';

/** The pseudo-locale's messages (ADR 092), made from the English ones; server only, as the parser. */

function transform(elements: MessageFormatElement[]): void {
  for (const element of elements) {
    if (element.type === TYPE.literal) element.value = accentedProse(element.value);
    else if (element.type === TYPE.tag) transform(element.children);
    else if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) transform(option.value);
    }
  }
}

/**
 * An ICU message in the pseudo-locale: its text accented and the whole bracketed, its arguments,
 * plural and select structure and rich-text tags as they were (parsed and printed back by
 * FormatJS's parser). A message that is not valid with tags (a lone `<`) is read as the translator
 * reads it, with tags as text.
 */
export function pseudoMessage(message: string): string {
  let ast: MessageFormatElement[];
  try {
    ast = parse(message);
  } catch {
    ast = parse(message, { ignoreTag: true });
  }
  transform(ast);
  return `[${printAST(ast)}]`;
}

/** A catalog in the pseudo-locale: every English message through pseudoMessage. */
export const pseudoCatalog = (english: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(english).map(([key, message]) => [key, pseudoMessage(message)]));
