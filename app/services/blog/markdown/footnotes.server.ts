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

/**
 * A label: up to 999 characters (as CommonMark bounds link labels) with no space or bracket, so a
 * failed match stops at the next bracket rather than scanning the rest of the body each time.
 */
const LABEL = '[^\\[\\]\\s]{1,999}';
const DEFINITION = new RegExp(`^\\[\\^(${LABEL})\\]:[ \\t]*`);
/** A definition's start at a given place (sticky), for finding where one interrupts a paragraph. */
const DEFINITION_HERE = new RegExp(`\\[\\^${LABEL}\\]:`, 'y');
const REFERENCE = new RegExp(`^\\[\\^(${LABEL})\\]`);
const INDENTED = /^(?: {4}|\t)/;
/** Lines that start a block of their own rather than continue a note's paragraph. */
const BLOCK_START = new RegExp(`^ {0,3}(?:[-+*>#|]|\\d+[.)]|\`{3}|~{3}|\\[\\^${LABEL}\\]:)`);

/** Where the line that starts at `at` ends: its newline, or the end of `src`. */
const lineEnd = (src: string, at: number) => {
  const end = src.indexOf('\n', at);
  return end === -1 ? src.length : end;
};

/**
 * The definition that starts `src`: its label, its text with continuation lines dedented, and the
 * part of `src` it takes. Lines are read one at a time from the definition on, so a body of many
 * notes does not cost its length squared.
 */
function definitionAt(src: string): { label: string; text: string; raw: string } | undefined {
  const first = DEFINITION.exec(src);
  if (!first) return undefined;
  // `at` is always the end of the last line taken: a newline, or the end of src.
  let at = lineEnd(src, first[0].length);
  const lines = [src.slice(first[0].length, at)];
  while (at < src.length) {
    const line = src.slice(at + 1, lineEnd(src, at + 1));
    if (INDENTED.test(line) || (line.trim() !== '' && lines.at(-1)!.trim() !== '' && !BLOCK_START.test(line))) {
      lines.push(line);
      at += 1 + line.length;
      continue;
    }
    if (line.trim() !== '') break;
    // Blank lines belong to the note only when an indented line follows them.
    const blanks: string[] = [];
    let probe = at;
    let next = line;
    while (probe < src.length && next.trim() === '') {
      blanks.push(next);
      probe += 1 + next.length;
      next = src.slice(probe + 1, lineEnd(src, probe + 1));
    }
    if (probe >= src.length || !INDENTED.test(next)) break;
    lines.push(...blanks);
    at = probe;
  }
  const raw = src.slice(0, at < src.length ? at + 1 : at);
  return { label: normalize(first[1]!), text: lines.map((line, i) => (i === 0 ? line : line.replace(INDENTED, ''))).join('\n'), raw };
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
      // Where a definition starts a line: it ends the paragraph before it, as in markdown-it (Ghost).
      start(src) {
        for (let at = src.indexOf('[^'); at !== -1; at = src.indexOf('[^', at + 2)) {
          DEFINITION_HERE.lastIndex = at;
          if ((at === 0 || src[at - 1] === '\n') && DEFINITION_HERE.test(src)) return at;
        }
        return undefined;
      },
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
        const match = REFERENCE.exec(src);
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
