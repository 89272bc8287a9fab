import sanitizeHtml from 'sanitize-html';

/**
 * A chat message as it may be stored and shown: newlines become line breaks, then only
 * simple formatting and http(s)/mailto links survive; scripts, styles, images and event handlers go.
 * Links open in a new tab without handing the opener over.
 */
export const sanitizeMessageHtml = (body: string): string =>
  sanitizeHtml(body.trim().replace(/\r?\n/g, '<br />'), {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
  });
