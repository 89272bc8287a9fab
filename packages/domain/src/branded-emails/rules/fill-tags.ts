import { escapeHtml } from '../../html/escape-html.ts';
import type { TemplateTag } from '../branded-emails.schema.ts';

export type TagValues = Partial<Record<TemplateTag, string>>;

const TAG_PATTERN = /\{\{\s*([a-z_]{1,40})\s*\}\}/g;

/**
 * Writes each `{{tag}}` of a template as its value: escaped in HTML (a buyer's name cannot add markup),
 * as is in plain text (a subject). A tag with no value, or not a known tag, becomes empty.
 */
export const fillTags = (template: string, values: TagValues, as: 'html' | 'text'): string =>
  template.replace(TAG_PATTERN, (_whole, name: string) => {
    const value = values[name as TemplateTag] ?? '';
    return as === 'html' ? escapeHtml(value) : value;
  });
