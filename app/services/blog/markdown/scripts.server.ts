import type { MarkedExtension, TokenizerAndRendererExtension, Tokens } from 'marked';

/**
 * `x^2^` and `H~2~O`, the superscript and subscript of Pandoc that Ghost's editor (markdown-it-sup
 * and -sub) writes too (docs/decisions/075-markdown-from-ghost-and-github.md). Nothing between the
 * marks may be a space unless escaped (`^a\ b^`), so a lone caret ("2^10") or tilde ("~5 kg") stays
 * text. Two tildes are still a strikethrough; one pair of single tildes is a subscript, never a
 * strikethrough as GitHub would read it, so a chemical formula cannot come out crossed out.
 */

/** A script's text: escaped characters or anything but a space, a backslash or the mark itself. */
const scriptPattern = (mark: string) => new RegExp(`^\\${mark}((?:\\\\[\\s\\S]|[^\\s\\\\${mark}])+)\\${mark}`);

function script(name: 'superscript' | 'subscript', mark: '^' | '~', tag: 'sup' | 'sub'): TokenizerAndRendererExtension {
  const pattern = scriptPattern(mark);
  return {
    name,
    level: 'inline',
    start: (src) => src.indexOf(mark),
    tokenizer(src) {
      const match = pattern.exec(src);
      if (!match) return undefined;
      // An escaped space is a space; other escapes are Markdown's own, read by the inline lexer.
      const text = match[1]!.replace(/\\ /g, ' ');
      return { type: name, raw: match[0], text, tokens: this.lexer.inlineTokens(text) };
    },
    renderer(token) {
      return `<${tag}>${this.parser.parseInline(token.tokens ?? [])}</${tag}>`;
    },
  };
}

export const scripts: MarkedExtension = {
  extensions: [script('superscript', '^', 'sup'), script('subscript', '~', 'sub')],
  tokenizer: {
    // GitHub strikes through `~one~` as well as `~~two~~`; here only the second is a strikethrough.
    del(src: string): Tokens.Del | undefined | false {
      return src.startsWith('~~') ? false : undefined;
    },
  },
};
