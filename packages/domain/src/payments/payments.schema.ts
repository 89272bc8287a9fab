import { z } from 'zod';
import { ownAppRoutePath } from '../routes/own-app-path.ts';

/** Payment methods: `free` and `deferred` are ours for zero totals and invoiced payment. */
export const PaymentMethodKind = {
  CreditCard: 'creditcard',
  CreditCard3DSecure: 'creditcard3dsecure',
  PayPal: 'paypal',
  DirectDebit: 'directdebit',
  OwnContract: 'owncontract',
  Bancontact: 'bancontact',
  Free: 'free',
  Deferred: 'deferred',
} as const;
export type PaymentMethodKind = (typeof PaymentMethodKind)[keyof typeof PaymentMethodKind];
export const PAYMENT_METHOD_KINDS = Object.values(PaymentMethodKind) as [
  PaymentMethodKind,
  ...PaymentMethodKind[],
];

export const PaymentType = { Direct: 'DIRECT', Deferred: 'DEFERRED' } as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];
export const paymentTypeSchema = z.enum([PaymentType.Direct, PaymentType.Deferred]);

export const nonceSchema = z.string().trim().min(1, 'form.error.required').max(200);

export const registerPaymentMethodRequestSchema = z.object({
  type: paymentTypeSchema,
  method: z.enum(PAYMENT_METHOD_KINDS),
  nonce: nonceSchema,
});
export type RegisterPaymentMethodRequest = z.infer<typeof registerPaymentMethodRequestSchema>;

export const paymentMethodSchema = z.object({
  id: z.uuid(),
  method: z.enum(PAYMENT_METHOD_KINDS),
  type: paymentTypeSchema,
  currency: z.literal('EUR'),
  cardLastFour: z.string().nullable(),
  cardType: z.string().nullable(),
  cardExpiration: z.string().nullable(),
  paypalAccountEmail: z.string().nullable(),
  ibanLastFour: z.string().nullable(),
  isLastUsed: z.boolean(),
  createdAt: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const availablePaymentMethodsSchema = z.object({
  methods: z.array(z.object({ method: z.enum(PAYMENT_METHOD_KINDS), type: paymentTypeSchema })),
  /** Bancontact is preferred when it was the last method used. */
  preferred: z.enum(PAYMENT_METHOD_KINDS).nullable(),
  isDeferredEligible: z.boolean(),
});

/** What the sandbox's browser SDK would collect: a card, a PayPal account or an IBAN. */
export const tokenizeRequestSchema = z.object({
  method: z.enum([
    'creditcard3dsecure',
    'creditcard',
    'paypal',
    'directdebit',
    'bancontact',
    'free',
    'owncontract',
    'deferred',
  ]),
  card: z
    .object({
      number: z.string().trim().min(12, 'payment.error.card-number').max(23, 'payment.error.card-number'),
      expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'payment.error.card-expiry'),
      cvv: z.string().regex(/^\d{3,4}$/, 'payment.error.card-cvv'),
    })
    .optional(),
  iban: z.string().trim().max(50).optional(),
});

export const threeDSecureStartRequestSchema = z.object({
  nonce: nonceSchema,
  amount: z.number().int().nonnegative(),
});
export const threeDSecureCompleteRequestSchema = z.object({ code: z.string().trim().min(1).max(10) });
export const payPalStartRequestSchema = z.object({
  amount: z.number().int().nonnegative(),
  /** Where the approval page sends the browser back: a page of our own app, never another origin. */
  returnPath: z
    .string()
    .max(300)
    .refine((path) => ownAppRoutePath(path) !== undefined, 'form.error.invalid-format'),
  email: z.email().max(100).optional(),
});
/** The three query parameters the return from PayPal carries; their presence tells the checkout it is a return. */
export const payPalReturnSchema = z.object({
  paymentId: z.string().min(1).max(100),
  token: z.string().min(1).max(100),
  PayerID: z.string().min(1).max(100),
});

/** The verification charge of a deferred payment method: 0.01 in the default currency (minor units). */
export const DEFERRED_VERIFICATION_AMOUNT = 1;
/** The instruments a deferred method is set with in the payment tab: 3-D Secure card or PayPal. */
export const DEFERRED_INSTRUMENT_METHODS = ['creditcard3dsecure', 'paypal'] as const;

/** The instrument behind the DEFERRED type, as the payment tab's summary shows it. */
export const deferredInstrumentSchema = z.object({
  id: z.uuid(),
  method: z.enum(['creditcard3dsecure', 'paypal', 'directdebit']),
  cardType: z.string().nullable(),
  cardLastFour: z.string().nullable(),
  paypalAccountEmail: z.string().nullable(),
  ibanLastFour: z.string().nullable(),
  since: z.string(),
});
export type DeferredInstrument = z.infer<typeof deferredInstrumentSchema>;

/** GET /billing/deferred-payment: whether the payment tab shows, its summary and direct debit's part. */
export const deferredPaymentSchema = z.object({
  isTabVisible: z.boolean(),
  instrument: deferredInstrumentSchema.nullable(),
  isDirectDebitVisible: z.boolean(),
  verification: z.object({ amount: z.number().int(), currency: z.literal('EUR') }),
});
export type DeferredPayment = z.infer<typeof deferredPaymentSchema>;

/** POST /billing/direct-debit-requests (the v1 billing request): the account the mandate debits. */
export const directDebitRequestSchema = z.object({
  iban: z.string().trim().max(50, 'form.error.max-50'),
  bic: z.string().trim().max(20, 'form.error.max-size'),
});
export type DirectDebitRequest = z.infer<typeof directDebitRequestSchema>;

export const directDebitMandateSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  documentUrl: z.string(),
});
export type DirectDebitMandate = z.infer<typeof directDebitMandateSchema>;
