import type { BuyerEmailMilestone } from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { fillTags, type TagValues } from '@shipdeck/domain/branded-emails/rules/fill-tags';
import { plainTextOf } from '@shipdeck/domain/branded-emails/rules/plain-text';
import { escapeHtml } from '@shipdeck/domain/html/escape-html';
import type { Language } from '@shipdeck/domain/user/language';
import { localeTexts } from '../../platform/i18n/locale-texts.ts';
import { sanitizeEmailHtml } from './sanitize-email-html.ts';

/** What a buyer's e-mail says of a shipment, gathered once for the default and the branded e-mail. */
export type BuyerEmailFacts = {
  language: Language;
  tags: TagValues;
  reference: string;
  receiverName: string;
  deliveryAddress: string;
  /** Already written in the buyer's language; empty when the carrier gave none. */
  deliveryDate: string;
  trackingNumber: string;
  trackingUrl: string | null;
  brand: { name: string; logoUrl: string | null };
};

export type ComposedEmail = { subject: string; html: string; text: string };

// Mail clients ignore style sheets and scripts: inline styles only, one narrow column.
const layout = (facts: BuyerEmailFacts, inner: string, trackLabel: string) => {
  const logo = facts.brand.logoUrl
    ? `<img src="${escapeHtml(facts.brand.logoUrl)}" alt="${escapeHtml(facts.brand.name)}" style="max-height:64px;max-width:240px">`
    : `<strong style="font-size:20px">${escapeHtml(facts.brand.name)}</strong>`;
  const button = facts.trackingUrl
    ? `<p><a href="${escapeHtml(facts.trackingUrl)}" style="display:inline-block;padding:10px 18px;background:#1c4ed8;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(trackLabel)}</a></p>`
    : '';
  return `<!doctype html><html lang="${facts.language}"><body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:6px;padding:24px"><div style="margin-bottom:16px">${logo}</div>${inner}${button}</div></body></html>`;
};

const detailLines = (facts: BuyerEmailFacts) => {
  const t = localeTexts(facts.language);
  return [
    facts.deliveryDate ? [t('branded-emails.default-email.delivery-date'), facts.deliveryDate] : undefined,
    [t('branded-emails.default-email.address'), facts.deliveryAddress],
    [t('branded-emails.default-email.tracking-number'), facts.trackingNumber],
    [t('branded-emails.default-email.reference'), facts.reference],
  ].filter((line): line is [string, string] => line !== undefined);
};

/**
 * The product's own shipment e-mail in the buyer's language: the confirmation when the label is made
 * (default e-mail), or a tracking milestone's news with the same details.
 */
export const composeDefaultEmail = (
  facts: BuyerEmailFacts,
  milestone?: BuyerEmailMilestone,
): ComposedEmail => {
  const t = localeTexts(facts.language);
  const values = { name: facts.receiverName, company: facts.brand.name, reference: facts.reference };
  const texts = milestone ? `branded-emails.milestone-email.${milestone}` : 'branded-emails.default-email';
  const greeting = t('branded-emails.default-email.greeting', values);
  const intro = t(`${texts}.intro`, values);
  const trackLabel = t('branded-emails.default-email.track');
  const lines = detailLines(facts);
  const html = layout(
    facts,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><table style="border-collapse:collapse">${lines
      .map(
        ([label, value]) =>
          `<tr><td style="padding:4px 12px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
    trackLabel,
  );
  const text = [
    greeting,
    '',
    intro,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    ...(facts.trackingUrl ? ['', `${trackLabel}: ${facts.trackingUrl}`] : []),
  ].join('\n');
  return { subject: t(`${texts}.subject`, values), html, text };
};

/**
 * The seller's template with its tags filled in: the body is sanitised again (whatever the stored row
 * holds) before the escaped values go in, and the plain-text part is the same text without markup.
 */
export const composeBrandedEmail = (
  facts: BuyerEmailFacts,
  template: { subject: string; body: string },
): ComposedEmail => {
  const t = localeTexts(facts.language);
  const trackLabel = t('branded-emails.default-email.track');
  const body = fillTags(sanitizeEmailHtml(template.body), facts.tags, 'html');
  const text = [
    plainTextOf(body),
    ...(facts.trackingUrl ? ['', `${trackLabel}: ${facts.trackingUrl}`] : []),
  ].join('\n');
  return {
    subject: fillTags(template.subject, facts.tags, 'text').replace(/\s+/g, ' ').trim(),
    html: layout(facts, body, trackLabel),
    text,
  };
};
