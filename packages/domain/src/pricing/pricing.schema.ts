import { z } from 'zod';
import { serviceProductsSchema } from '../carriers/carriers.schema.ts';
import { INSURANCE_OPTIONS, type InsuranceOption } from './rules/insurance.ts';
import { PRICE_PRODUCTS } from './rules/shipment-price.ts';

/**
 * Pricing of shipments (price lines, price for shipments, extras, simulated price, voucher
 * availability). Money is integer minor units (EUR). Prices are always computed by
 * the server from the stored shipment and the carrier's rating; nothing here takes a price.
 */

const referenceSchema = z.string().min(1).max(40);

export const priceShipmentsRequestSchema = z.object({
  references: z.array(referenceSchema).min(1, 'form.error.required').max(500),
});

/** The extras a seller picks for one shipment (the checkout form extras). */
export const shipmentProductsInputSchema = z
  .object({
    insurance: z
      .object({
        option: z.enum(INSURANCE_OPTIONS as [InsuranceOption, ...InsuranceOption[]]).optional(),
        /** Insured value in minor units; defaults to the content value. */
        value: z.number().int().optional(),
      })
      .optional(),
    adultSignature: z.boolean().optional(),
    additionalHandling: z.boolean().optional(),
    proofOfDelivery: z.boolean().optional(),
    printInStore: z.boolean().optional(),
    cashOnDelivery: z
      .object({
        accountHolder: z.string().max(200).optional(),
        amount: z.number().int().optional(),
        iban: z.string().max(200).optional(),
      })
      .nullable()
      .optional(),
    /** A voucher code; null removes the applied voucher. */
    voucher: z.string().trim().max(40).nullable().optional(),
  })
  .strict();
export type ShipmentProductsInput = z.infer<typeof shipmentProductsInputSchema>;

const priceLineSchema = z.object({
  basePrice: z.number().int(),
  taxPrice: z.number().int(),
  totalPrice: z.number().int(),
  currency: z.literal('EUR'),
  quantity: z.number().int(),
  name: z.string().optional(),
});

export const shipmentPriceSchema = z.object({
  basePrice: z.number().int(),
  taxPrice: z.number().int(),
  totalPrice: z.number().int(),
  currency: z.literal('EUR'),
  taxes: z.array(z.object({ percentage: z.number() })),
});

export const availableProductsSchema = serviceProductsSchema.extend({
  printInStore: z.object({ available: z.boolean(), isDefault: z.boolean() }),
  allowsVoucher: z.boolean(),
});

export const shipmentPriceDetailsSchema = z.object({
  reference: z.string(),
  serviceId: z.string(),
  isOwnContract: z.boolean(),
  price: shipmentPriceSchema,
  products: z.record(z.enum(PRICE_PRODUCTS), priceLineSchema),
  availableProducts: availableProductsSchema,
  /** The extras as chosen (defaults filled in: insurance option from the base coverage). */
  selection: z.object({
    insurance: z.object({
      option: z.enum(INSURANCE_OPTIONS as [InsuranceOption, ...InsuranceOption[]]),
      value: z.number().int().nullable(),
      coverage: z.number().int(),
    }),
    adultSignature: z.boolean(),
    additionalHandling: z.boolean(),
    proofOfDelivery: z.boolean(),
    printInStore: z.boolean(),
    cashOnDelivery: z
      .object({ accountHolder: z.string(), amount: z.number().int(), iban: z.string() })
      .nullable(),
    voucher: z.string().nullable(),
  }),
});
export type ShipmentPriceDetails = z.infer<typeof shipmentPriceDetailsSchema>;

export const priceShipmentsResponseSchema = z.object({
  shipmentsPriceDetails: z.array(shipmentPriceDetailsSchema),
  totalPrice: shipmentPriceSchema,
});
export type PriceShipmentsResponse = z.infer<typeof priceShipmentsResponseSchema>;

export const bulkInsuranceRequestSchema = z.object({
  references: z.array(referenceSchema).min(1, 'form.error.required').max(500),
  option: z.enum(['ENHANCED', 'PLATFORM_INSURANCE']).default('ENHANCED'),
});

export const bulkInsuranceResponseSchema = z.object({
  summary: z.object({
    products: z.object({
      insurance: z.object({
        basePrice: z.number().int(),
        taxPrice: z.number().int(),
        totalPrice: z.number().int(),
        currency: z.literal('EUR'),
      }),
    }),
  }),
  productsDetails: z.array(
    z.object({
      reference: z.string(),
      insurance: z.object({
        isAvailable: z.boolean(),
        coverage: z.number().int(),
        basePrice: z.number().int(),
        totalPrice: z.number().int(),
        currency: z.literal('EUR'),
      }),
    }),
  ),
});

export const simulatedPriceResponseSchema = z.object({
  currency: z.literal('EUR'),
  /** What a Plus subscriber pays for the same shipment. */
  discountedPrice: z.number().int(),
  paidPrice: z.number().int(),
  showDiscountedPrice: z.boolean(),
});

export const voucherAvailabilityQuerySchema = z.object({
  /** Comma-separated service ids. */
  service_ids: z
    .string()
    .min(1, 'form.error.required')
    .max(2000)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ]),
});

export const voucherAvailabilityResponseSchema = z.array(
  z.object({ serviceId: z.string(), allowsVoucher: z.boolean() }),
);

/** What a seller will be charged, component by component (`chargeSummaryOf`). */
export const chargeSummarySchema = z.object({
  lines: z.array(
    z.object({
      product: z.enum(PRICE_PRODUCTS),
      amount: z.number().int(),
      count: z.number().int(),
      names: z.array(z.string()),
    }),
  ),
  subtotal: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  taxRates: z.array(z.number()),
});

/**
 * A voucher for several shipments at once (the bulk payment): the code is checked as the checkout
 * checks it, then applied to each listed draft whose service takes it; `voucher: null` removes the
 * voucher from them.
 */
export const shipmentsVoucherRequestSchema = z.object({
  references: z.array(referenceSchema).min(1, 'form.error.required').max(500),
  voucher: z.string().trim().min(1, 'form.error.required').max(40).nullable(),
});
export type ShipmentsVoucherRequest = z.infer<typeof shipmentsVoucherRequestSchema>;

export const shipmentsVoucherResponseSchema = z.object({
  /** The code as applied (upper case), or null when removed. */
  voucher: z.string().nullable(),
  shipments: z.array(
    z.object({
      reference: z.string(),
      /** True when the shipment now carries the voucher (or, when removing, carries none). */
      applied: z.boolean(),
      /** Why not (a message key: the service does not take the voucher, the shipment was bought …). */
      message: z.string().optional(),
    }),
  ),
});
export type ShipmentsVoucherResponse = z.infer<typeof shipmentsVoucherResponseSchema>;
