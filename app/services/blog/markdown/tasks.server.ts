import type { RendererObject } from 'marked';

/**
 * Task lists (`- [ ]`, `- [x]`), marked by GitHub's rules, written as ☐ and ☑ rather than the
 * disabled checkboxes GitHub draws (docs/decisions/075-markdown-from-ghost-and-github.md): the
 * characters have names that screen readers say ("ballot box", "check box with check") where a
 * checkbox would need a label the item's text cannot be, they survive mail clients and feed readers,
 * which remove form controls, and the article's allow-list gains no form element.
 */
export const taskRenderer: Pick<RendererObject, 'checkbox' | 'listitem'> = {
  checkbox({ checked }) {
    return checked ? '☑ ' : '☐ ';
  },
  listitem(item) {
    const body = this.parser.parse(item.tokens);
    return item.task ? `<li class="task-list-item">${body}</li>\n` : `<li>${body}</li>\n`;
  },
};
