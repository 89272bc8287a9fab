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
    mergeAttributes({ class: 'template-tag' }, options.HTMLAttributes, { 'data-tag': node.attrs.id }),
    `{{${node.attrs.id}}}`,
  ],
  renderText: ({ node }) => `{{${node.attrs.id}}}`,
});
