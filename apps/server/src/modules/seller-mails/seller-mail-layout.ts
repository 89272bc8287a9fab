import { escapeHtml } from '@shipdeck/domain/html/escape-html';
import type { Tenant } from '@shipdeck/domain/tenants/tenants';

/** The parts every seller mail has, already in the recipient's language. */
export type SellerMailContent = {
  language: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  details: Array<[label: string, value: string]>;
  action: { label: string; url: string };
  signature: string;
  footer: string;
};

// Mail clients ignore style sheets and scripts: inline styles only, one narrow column, the tenant's
// colours on the header and the button.
const html = (content: SellerMailContent, tenant: Tenant) => {
  const { primary, primaryDark } = tenant.colors;
  const details = content.details.length
    ? `<table style="border-collapse:collapse;margin:8px 0 16px">${content.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0"><strong>${escapeHtml(value)}</strong></td></tr>`,
        )
        .join('')}</table>`
    : '';
  return `<!doctype html><html lang="${escapeHtml(content.language)}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:6px;overflow:hidden"><div style="background:${primaryDark};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">${escapeHtml(tenant.brandName)}</div><div style="padding:24px"><p>${escapeHtml(content.greeting)}</p>${content.paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join(
      '',
    )}${details}<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 18px;background:${primary};color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(content.action.label)}</a></p><p>${escapeHtml(content.signature)}</p></div><div style="padding:12px 24px;background:#f4f5f7;color:#555;font-size:12px">${escapeHtml(content.footer)}</div></div></body></html>`;
};

// Every link is written out in full so any mail client can follow it.
const text = (content: SellerMailContent) =>
  [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.details.length ? [...content.details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    `${content.action.label}: ${content.action.url}`,
    '',
    content.signature,
    '',
    '--',
    content.footer,
  ].join('\n');

/** The mail's HTML and plain-text parts, with the tenant's name and colours. */
export const renderSellerMail = (content: SellerMailContent, tenant: Tenant) => ({
  subject: content.subject,
  html: html(content, tenant),
  text: text(content),
});

const LINK_LINE = /^(https?:\/\/|\/)\S+$/;

/**
 * The HTML part of a mail whose template is plain text (the password reset): the same paragraphs in
 * the tenant's frame, a paragraph that is only a link made a link.
 */
export const renderPlainTextMail = (
  input: { language: string; subject: string; text: string },
  tenant: Tenant,
) => {
  const paragraphs = input.text
    .split(/\n{2,}/)
    .map((paragraph) =>
      LINK_LINE.test(paragraph)
        ? `<p><a href="${escapeHtml(paragraph)}" style="color:${tenant.colors.primaryDark};word-break:break-all">${escapeHtml(paragraph)}</a></p>`
        : `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`,
    )
    .join('');
  return `<!doctype html><html lang="${escapeHtml(input.language)}"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head><body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:6px;overflow:hidden"><div style="background:${tenant.colors.primaryDark};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">${escapeHtml(tenant.brandName)}</div><div style="padding:24px">${paragraphs}</div></div></body></html>`;
};
