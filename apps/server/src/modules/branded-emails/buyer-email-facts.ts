import { SAMPLE_EMAIL, type TemplateTag } from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { sampleDeliveryDate } from '@shipdeck/domain/branded-emails/rules/sample-delivery-date';
import type { Language } from '@shipdeck/domain/user/language';
import { localeTexts } from '../../platform/i18n/locale-texts.ts';
import type { ShipmentRow } from '../shipments/index.ts';
import type { BuyerEmailFacts } from './compose-buyer-email.ts';

export type Brand = { name: string; replyTo: string; logoUrl: string | null };

const formatDate = (isoDate: string | null | undefined, language: Language) =>
  isoDate
    ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${isoDate}T00:00:00Z`),
      )
    : '';

const joinName = (first?: string, last?: string) => [first, last].filter(Boolean).join(' ');

/** What the e-mail of one shipment says, in the buyer's language. */
export const buyerEmailFactsOf = (
  row: ShipmentRow,
  input: { language: Language; brand: Brand; trackingUrl?: string | null },
): BuyerEmailFacts => {
  const to = row.toAddress;
  const t = localeTexts(input.language);
  const receiverName = joinName(to.firstName, to.lastName) || to.company || '';
  const deliveryDate = formatDate(row.estimatedDeliveryDate, input.language);
  const deliveryAddress = [
    to.street1,
    to.street2,
    [to.zipCode, to.city].filter(Boolean).join(' '),
    to.alpha2Code,
  ]
    .filter(Boolean)
    .join(', ');
  const tags: Record<TemplateTag, string> = {
    order_source: t(`shipments.source.${row.source}`),
    order_id: row.externalOrderId ?? row.reference,
    receiver_name: receiverName,
    content: row.content.description ?? '',
    trackings: row.trackings.join(', '),
    tracking_id: row.trackings[0] ?? '',
    estimated_delivery_date: deliveryDate,
    company_name: input.brand.name,
    sender_email: input.brand.replyTo || row.fromAddress.email || '',
    carrier_name: row.carrierName ?? '',
    service_name: row.serviceName ?? '',
  };
  return {
    language: input.language,
    tags,
    reference: row.reference,
    receiverName,
    deliveryAddress,
    deliveryDate,
    trackingNumber: row.trackings[0] ?? '',
    trackingUrl: input.trackingUrl ?? row.trackingUrl,
    brand: { name: input.brand.name, logoUrl: input.brand.logoUrl },
  };
};

/**
 * The sample shipment a test send and the previews show: the sample texts of the
 * seller's language and a delivery three days ahead.
 */
export const sampleEmailFacts = (input: { language: Language; brand: Brand; now: Date }): BuyerEmailFacts => {
  const t = localeTexts(input.language);
  const deliveryDate = formatDate(sampleDeliveryDate(input.now), input.language);
  const receiverName = t('branded-emails.sample.receiver-name');
  const deliveryAddress = t('branded-emails.sample.address');
  const tags: Record<TemplateTag, string> = {
    order_source: t('branded-emails.sample.order-source'),
    order_id: SAMPLE_EMAIL.orderId,
    receiver_name: receiverName,
    content: t('branded-emails.sample.content'),
    trackings: SAMPLE_EMAIL.trackingNumber,
    tracking_id: SAMPLE_EMAIL.trackingNumber,
    estimated_delivery_date: deliveryDate,
    company_name: input.brand.name,
    sender_email: input.brand.replyTo,
    carrier_name: SAMPLE_EMAIL.carrierName,
    service_name: SAMPLE_EMAIL.serviceName,
  };
  return {
    language: input.language,
    tags,
    reference: SAMPLE_EMAIL.reference,
    receiverName,
    deliveryAddress,
    deliveryDate,
    trackingNumber: tags.tracking_id,
    trackingUrl: null,
    brand: { name: input.brand.name, logoUrl: input.brand.logoUrl },
  };
};
