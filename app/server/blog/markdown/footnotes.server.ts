import type { MarkedExtension, Token, Tokens } from 'marked';
import { BODY_ID_PREFIX } from '~/domain/posts';
import { eachToken } from './tokens.server';

/**
 * Footnotes as GitHub and Ghost write them (docs/decisions/075-markdown-from-ghost-and-github.md):
 * `[^label]` in the text, `[^label]: text` anywhere in the body (lines indented by four spaces or a
 * tab continue it, and so do lines that follow it directly). Notes are numbered in the order they
 * are first referred to; each reference is a raised number linking to its note, and the notes come
 * last, each with a link back to every place that refers to it. A reference to no note stays as
 * typed; a note nothing refers to is left out.
 */

interface Definition extends Tokens.Generic {
  type: 'footnote';
  label: string;
  tokens: Token[];
}

interface Reference extends Tokens.Generic {
  type: 'footnoteRef';
  label: string;
  /** The note's number, once it is known to exist. */
  number?: number;
  /** Which reference to the note this one is: 1 for the first. */
  occurrence?: number;
}

interface Note {
  number: number;
  tokens: Token[];
  references: number;
}

const noteId = (n: number) => `${BODY_ID_PREFIX}fn-${n}`;
const referenceId = (n: number, occurrence: number) => `${BODY_ID_PREFIX}fnref-${n}${occurrence > 1 ? `-${occurrence}` : ''}`;

/** Labels match whatever their case, as link labels do (a label has no spaces). */
const normalize = (label: string) => label.toLowerCase();

const DEFINITION = /^\[\^([^\]\s]+)\]:[ \t]*/;
const INDENTED = /^(?: {4}|\t)/;
/** Lines that start a block of their own rather than continue a note's paragraph. */
const BLOCK_START = /^ {0,3}(?:[-+*>#|]|\d+[.)]|`{3}|~{3}|\[\^[^\]\s]+\]:)/;

/** The text of a definition that starts `src`, its continuation lines dedented, and how much of src it takes. */
function definitionAt(src: string): { label: string; text: string; raw: string } | undefined {
  const first = DEFINITION.exec(src);
  if (!first) return undefined;
  const lines = src.slice(first[0].length).split('\n');
  let taken = 1;
  while (taken < lines.length) {
    const line = lines[taken]!;
    if (INDENTED.test(line)) taken++;
    else if (line.trim() === '') {
      // Blank lines belong to the note only when an indented line follows them.
      let next = taken;
      while (next < lines.length && lines[next]!.trim() === '') next++;
      if (next < lines.length && INDENTED.test(lines[next]!)) taken = next;
      else break;
    } else if (lines[taken - 1]!.trim() !== '' && !BLOCK_START.test(line)) taken++;
    else break;
  }
  const body = lines.slice(0, taken);
  const raw = first[0] + body.join('\n') + (taken < lines.length ? '\n' : '');
  return { label: normalize(first[1]!), text: body.map((line) => line.replace(INDENTED, '')).join('\n'), raw };
}

/** The back-links of a note, for the end of its last paragraph. */
function backLinks(note: Note): string {
  return Array.from({ length: note.references }, (_, i) => {
    const occurrence = i + 1;
    const mark = occurrence > 1 ? `↩<sup>${occurrence}</sup>` : '↩';
    const label = `Back to reference ${note.number}${occurrence > 1 ? `-${occurrence}` : ''}`;
    return `<a href="#${referenceId(note.number, occurrence)}" class="footnote-backref">${mark}<span class="sr-only">${label}</span></a>`;
  }).join(' ');
}

export const footnotes: MarkedExtension = {
  extensions: [
    {
      name: 'footnote',
      level: 'block',
      start: (src) => /^\[\^[^\]\s]+\]:/m.exec(src)?.index,
      tokenizer(src) {
        const definition = definitionAt(src);
        if (!definition) return undefined;
        const { label, text, raw } = definition;
        return { type: 'footnote', raw, label, tokens: this.lexer.blockTokens(text, []) } satisfies Definition;
      },
      // Notes are written together at the end (the footnotes token), not where they are defined.
      renderer: () => '',
    },
    {
      name: 'footnoteRef',
      level: 'inline',
      start: (src) => src.indexOf('[^'),
      tokenizer(src) {
        const match = /^\[\^([^\]\s]+)\]/.exec(src);
        return match ? ({ type: 'footnoteRef', raw: match[0], label: normalize(match[1]!) } satisfies Reference) : undefined;
      },
      renderer(token) {
        const { number, occurrence, raw } = token as Reference;
        if (number === undefined || occurrence === undefined) return this.parser.parseInline([{ type: 'text', raw, text: raw }]);
        return `<sup><a href="#${noteId(number)}" id="${referenceId(number, occurrence)}">${number}</a></sup>`;
      },
    },
    {
      name: 'footnotes',
      renderer(token) {
        const notes = (token as Tokens.Generic & { notes: Note[] }).notes.map((note) => {
          const html = this.parser.parse(note.tokens);
          const links = backLinks(note);
          const text = html.endsWith('</p>\n') ? `${html.slice(0, -'</p>\n'.length)} ${links}</p>\n` : `${html}<p>${links}</p>\n`;
          return `<li id="${noteId(note.number)}">\n${text}</li>\n`;
        });
        return `<div class="footnotes">\n<h2 class="sr-only">Footnotes</h2>\n<ol>\n${notes.join('')}</ol>\n</div>\n`;
      },
    },
  ],
};

/**
 * Numbers the notes in the order the text first refers to them (a note's own references count
 * where the note is), marks each reference with its note and occurrence, and appends the notes as
 * one `footnotes` token. Returns the ids the notes and references take.
 */
export function numberFootnotes(tokens: Token[]): Set<string> {
  const isDefinition = (token: Token) => token.type === 'footnote';
  const definitions = new Map<string, Definition>();
  for (const token of eachToken(tokens)) {
    // The first definition of a label wins, as with links.
    if (isDefinition(token) && !definitions.has((token as Definition).label)) definitions.set((token as Definition).label, token as Definition);
  }
  const notes = new Map<string, Note>();
  const ids = new Set<string>();
  const visit = (within: Token[]) => {
    for (const token of eachToken(within, isDefinition)) {
      if (token.type !== 'footnoteRef') continue;
      const reference = token as Reference;
      const definition = definitions.get(reference.label);
      if (!definition) continue;
      let note = notes.get(reference.label);
      if (!note) {
        note = { number: notes.size + 1, tokens: definition.tokens, references: 0 };
        notes.set(reference.label, note);
        ids.add(noteId(note.number));
      }
      note.references++;
      reference.number = note.number;
      reference.occurrence = note.references;
      ids.add(referenceId(note.number, note.references));
    }
  };
  visit(tokens);
  // A note may refer to a later one; each note's text is read once, in its number's order.
  for (const note of notes.values()) visit(note.tokens);
  if (notes.size > 0) tokens.push({ type: 'footnotes', raw: '', notes: [...notes.values()] });
  return ids;
}
