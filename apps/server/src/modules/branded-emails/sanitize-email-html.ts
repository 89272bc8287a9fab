import sanitizeHtml from 'sanitize-html';

/**
 * What a template body may hold: the editor's paragraphs, breaks, bold, italic and underline, and the
 * tag chips (`<span data-tag="…">`). Everything else (scripts, styles, images, links, event handlers,
 * comments) is dropped, keeping its text. Applied when a template is saved and again when a mail is
 * made, so a row written any other way cannot carry markup into a buyer's mailbox.
 */
export const sanitizeEmailHtml = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'span'],
    allowedAttributes: { span: ['data-tag'] },
    allowedSchemes: [],
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head'],
  });
