import { z } from 'zod';

/** The mail the product sends a seller, one per fact it reports. */
export const SellerMailKind = {
  Welcome: 'WELCOME',
  PaymentReceipt: 'PAYMENT_RECEIPT',
  InvoiceAvailable: 'INVOICE_AVAILABLE',
  BulkLabelsReady: 'BULK_LABELS_READY',
  SubscriptionRenewed: 'SUBSCRIPTION_RENEWED',
  SubscriptionPaymentFailed: 'SUBSCRIPTION_PAYMENT_FAILED',
} as const;
export type SellerMailKind = (typeof SellerMailKind)[keyof typeof SellerMailKind];

const money = { amount: z.number().int(), currency: z.string().length(3) };
const isoDate = z.iso.datetime({ offset: true });

/**
 * What each mail says, written when the fact is recorded (a receipt states what was paid then, even if
 * the order changes later) and checked again when the mail is made.
 */
export const sellerMailSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal(SellerMailKind.Welcome), facts: z.object({}) }),
  z.object({
    kind: z.literal(SellerMailKind.PaymentReceipt),
    facts: z.object({ orderReference: z.string(), ...money, shipments: z.number().int(), paidAt: isoDate }),
  }),
  z.object({
    kind: z.literal(SellerMailKind.InvoiceAvailable),
    facts: z.object({
      reference: z.string(),
      documentKind: z.enum(['INVOICE', 'CREDIT_NOTE']),
      sourceReference: z.string(),
      ...money,
      issuedAt: isoDate,
    }),
  }),
  z.object({
    kind: z.literal(SellerMailKind.BulkLabelsReady),
    facts: z.object({
      orderReference: z.string(),
      labels: z.number().int(),
      /** Labels that failed; absent from mails queued before failures were counted. */
      failed: z.number().int().default(0),
    }),
  }),
  z.object({
    kind: z.literal(SellerMailKind.SubscriptionRenewed),
    facts: z.object({ planCode: z.string(), ...money, nextRenewalAt: isoDate.nullable() }),
  }),
  z.object({
    kind: z.literal(SellerMailKind.SubscriptionPaymentFailed),
    facts: z.object({ planCode: z.string(), ...money, retryAt: isoDate.nullable() }),
  }),
]);
export type SellerMail = z.infer<typeof sellerMailSchema>;

/** The mail's kind as the outbox and the locale texts name it: `seller-mails.payment-receipt`. */
export const sellerMailKey = (kind: SellerMailKind) =>
  `seller-mails.${kind.toLowerCase().replaceAll('_', '-')}`;
