import { mergeAttributes } from '@tiptap/core';
import Mention from '@tiptap/extension-mention';

/**
 * A template tag in the editor: stored as `<span data-tag="receiver_name">{{receiver_name}}</span>`, the
 * form the server keeps through sanitising and fills in when it mails (a `{{tag}}` typed by hand works
 * too). Built on tiptap's mention node, which gives the at-sign suggestions.
 */
export const TagChip = Mention.extend({
  name: 'templateTag',
  parseHTML() {
    return [{ tag: 'span[data-tag]' }];
  },
  addAttributes() {
    return {
      id: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute('data-tag'),
        renderHTML: (attributes: { id?: string | null }) => ({ 'data-tag': attributes.id }),
      },
      label: { default: null, rendered: false },
    };
  },
}).configure({
  renderHTML: ({ options, node }) => [
    'span',
    mergeAttributes(
      {
        class: 'template-tag',
        // Reads as a chip in the editor; the server keeps only data-tag when it sanitises.
        style: 'background: var(--mantine-color-blue-light); border-radius: 4px; padding: 0 2px',
      },
      options.HTMLAttributes,
      { 'data-tag': node.attrs.id },
    ),
    `{{${node.attrs.id}}}`,
  ],
  renderText: ({ node }) => `{{${node.attrs.id}}}`,
});
