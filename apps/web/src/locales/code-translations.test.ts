import { FIELD_NAME_TYPES } from '@shipdeck/domain/addresses/address-format';
import { AddressMessage } from '@shipdeck/domain/addresses/address-rules';
import { ANNOUNCEMENT_FEEDS } from '@shipdeck/domain/announcements/announcements';
import { BillingMessage } from '@shipdeck/domain/billing/billing.schema';
import { CustomsNumberMessage } from '@shipdeck/domain/billing/customs-numbers';
import { CarrierMessage } from '@shipdeck/domain/carriers/carrier-failures';
import { AVAILABLE_PAYMENT_METHODS } from '@shipdeck/domain/client/init.schema';
import { CUSTOMS_CATEGORIES, INCOTERMS } from '@shipdeck/domain/customs/customs.schema';
import { GeoMessage } from '@shipdeck/domain/geo/geo.schema';
import { ParcelMessage } from '@shipdeck/domain/parcels/parcel-rules';
import { CardMessage } from '@shipdeck/domain/payments/rules/card-details';
import { CashOnDeliveryMessage } from '@shipdeck/domain/pricing/rules/cash-on-delivery';
import { INSURANCE_OPTIONS, InsuranceMessage } from '@shipdeck/domain/pricing/rules/insurance';
import { VoucherMessage } from '@shipdeck/domain/pricing/rules/voucher';
import { CANCEL_REASONS, LABEL_FORMATS } from '@shipdeck/domain/shipments/post-sale.schema';
import { CollectionDayMessage } from '@shipdeck/domain/shipments/rules/collection-day-choice';
import { StepMessage } from '@shipdeck/domain/shipments/rules/step-moves';
import { DisplayStatus } from '@shipdeck/domain/shipments/shipment-states';
import { SHIPMENT_SOURCE_CODES } from '@shipdeck/domain/shipments/sources';
import { TRACKING_EVENTS } from '@shipdeck/domain/shipments/tracking-events';
import { CANCEL_REASONS as SUBSCRIPTION_CANCEL_REASONS } from '@shipdeck/domain/subscriptions/subscriptions.schema';
import { TransactionsMessage, TransactionType } from '@shipdeck/domain/transactions/transactions.schema';
import { SUPPORTED_LANGUAGES } from '@shipdeck/domain/user/language';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT_TYPE,
  WebhookDeliveryStatus,
  WebhookMessage,
} from '@shipdeck/domain/webhooks/webhook.schema';
import { describe, expect, it } from 'vitest';

type Messages = { [key: string]: string | Messages };

const files = import.meta.glob<{ default: Messages }>('./*.json', { eager: true });

const textOf = (language: string, key: string): string | undefined => {
  let node: string | Messages | undefined = files[`./${language}.json`]?.default;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/**
 * Every code the catalogue can put on a screen, with the message key that names it. A person reads
 * "Out for delivery" or "Manual", never "OUT_FOR_DELIVERY" or "MAN": a code added to a list without
 * its text in every language fails here.
 */
const CODE_LISTS: { name: string; codes: readonly string[]; keyOf: (code: string) => string }[] = [
  { name: 'shipment sources', codes: SHIPMENT_SOURCE_CODES, keyOf: (code) => `shipments.source.${code}` },
  { name: 'tracking events', codes: TRACKING_EVENTS, keyOf: (code) => `post-sale.tracking.events.${code}` },
  {
    name: 'shipment statuses',
    codes: Object.values(DisplayStatus),
    keyOf: (code) => `shipments.status.${code}`,
  },
  { name: 'incoterms', codes: INCOTERMS, keyOf: (code) => `checkout.customs.incoterms.${code}` },
  {
    name: 'customs categories',
    codes: CUSTOMS_CATEGORIES,
    keyOf: (code) => `checkout.customs.category.${code}`,
  },
  {
    name: 'cancel reasons',
    codes: CANCEL_REASONS,
    keyOf: (code) => `post-sale.cancel-dialog.reasons.${code}`,
  },
  {
    name: 'insurance options',
    codes: INSURANCE_OPTIONS,
    keyOf: (code) => `checkout.extras.insurance-option.${code}`,
  },
  { name: 'label formats', codes: LABEL_FORMATS, keyOf: (code) => `post-sale.label-formats.${code}` },
  {
    name: 'subscription cancel reasons',
    codes: SUBSCRIPTION_CANCEL_REASONS,
    keyOf: (code) => `subscriptions.cancel.reasons.${code}`,
  },
  {
    name: 'payment methods',
    codes: AVAILABLE_PAYMENT_METHODS,
    keyOf: (code) => `checkout.payment.methods.${code}`,
  },
  {
    name: 'transaction types',
    codes: Object.values(TransactionType),
    keyOf: (code) => `billing.transactions.types.${code}`,
  },
  {
    name: 'webhook events',
    codes: [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT_TYPE],
    keyOf: (code) => `webhooks.events.${code}`,
  },
  { name: 'postcode names', codes: FIELD_NAME_TYPES.zip, keyOf: (code) => `addresses.format.zip.${code}` },
  {
    name: 'state and province names',
    codes: FIELD_NAME_TYPES.state,
    keyOf: (code) => `addresses.format.state.${code}`,
  },
  {
    name: 'news titles',
    codes: Object.values(ANNOUNCEMENT_FEEDS).flatMap((feed) => feed.map((item) => item.id)),
    keyOf: (code) => `announcements.${code}.title`,
  },
  {
    name: 'news texts',
    codes: Object.values(ANNOUNCEMENT_FEEDS).flatMap((feed) => feed.map((item) => item.id)),
    keyOf: (code) => `announcements.${code}.body`,
  },
  {
    name: 'webhook delivery statuses',
    codes: Object.values(WebhookDeliveryStatus),
    keyOf: (code) => `webhooks.status.${code}`,
  },
];

describe('every code shown to a person has a text in every language', () => {
  it.each(
    CODE_LISTS.flatMap((list) => SUPPORTED_LANGUAGES.map((language) => [list.name, language, list] as const)),
  )('%s in %s', (_name, language, list) => {
    expect(list.codes.length).toBeGreaterThan(0);
    const missing = list.codes.map(list.keyOf).filter((key) => !textOf(language, key)?.trim());
    expect(missing, `${language} has no text for`).toEqual([]);
  });
});

/** The message keys the server sends in error bodies: each is shown translated, never as the key. */
const MESSAGE_CATALOGUES: Record<string, Record<string, string>> = {
  AddressMessage,
  BillingMessage,
  CardMessage,
  CarrierMessage,
  CashOnDeliveryMessage,
  CollectionDayMessage,
  CustomsNumberMessage,
  GeoMessage,
  InsuranceMessage,
  ParcelMessage,
  StepMessage,
  TransactionsMessage,
  VoucherMessage,
  WebhookMessage,
};

describe('every message key the server sends has a text in every language', () => {
  it.each(
    Object.entries(MESSAGE_CATALOGUES).flatMap(([name, catalogue]) =>
      SUPPORTED_LANGUAGES.map((language) => [name, language, catalogue] as const),
    ),
  )('%s in %s', (_name, language, catalogue) => {
    const missing = Object.values(catalogue).filter((key) => !textOf(language, key)?.trim());
    expect(missing, `${language} has no text for`).toEqual([]);
  });
});
