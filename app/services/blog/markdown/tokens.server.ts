import type { Token, Tokens } from 'marked';

/** The tokens directly inside `token`: a list's items, a table's cells, anything else's `tokens`. */
function childrenOf(token: Token): Token[] {
  if (token.type === 'list') return (token as Tokens.List).items;
  if (token.type === 'table') {
    const table = token as Tokens.Table;
    return [...table.header, ...table.rows.flat()].flatMap((cell) => cell.tokens);
  }
  return 'tokens' in token ? (token.tokens ?? []) : [];
}

/**
 * Every token under `tokens` in document order, depth first (marked's own walkTokens needs the
 * Marked instance and cannot stop at a subtree). `skip` names tokens whose children are left out.
 */
export function* eachToken(tokens: readonly Token[], skip: (token: Token) => boolean = () => false): Generator<Token> {
  for (const token of tokens) {
    yield token;
    if (!skip(token)) yield* eachToken(childrenOf(token), skip);
  }
}

/** What inline tokens read as, without their markup: `**m**<sup>2</sup>` is "m2". */
export function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'html' || token.type === 'footnoteRef') return '';
      if ('tokens' in token && token.tokens) return plainText(token.tokens);
      return token.type === 'text' || token.type === 'codespan' || token.type === 'escape' ? (token as Tokens.Text).text : '';
    })
    .join('');
}
