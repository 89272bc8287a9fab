import { z } from 'zod';
import { PAYMENT_METHOD_KINDS, paymentTypeSchema } from '../payments/payments.schema.ts';

/**
 * Create order: the browser names the shipments and how to pay; the server prices
 * them again and never reads a price from here (unknown fields such as a tampered `totalAmount`
 * are dropped). `idempotencyKey` is a UUID the browser makes once per order attempt: the same key
 * sent again is the same order.
 */
export const createOrderRequestSchema = z.object({
  shipments: z.array(z.string().trim().min(1).max(40)).max(500, 'order.error.too-many-shipments'),
  payment: z.object({
    method: z.enum(PAYMENT_METHOD_KINDS),
    type: paymentTypeSchema,
    nonce: z.string().trim().max(200).optional(),
    /** A stored payment method, instead of a nonce. */
    paymentMethodId: z.uuid().optional(),
    metrics: z.unknown().optional(),
    deviceData: z.unknown().optional(),
  }),
  carriersTermsAndConditions: z.boolean(),
  orderCustomReference: z.string().max(60).optional(),
  idempotencyKey: z.string().max(100),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

export const orderShipmentResultSchema = z.object({
  reference: z.string(),
  /** false (or an error code) counts as failed. */
  status: z.boolean(),
  error_code: z.string().optional(),
  message: z.string().optional(),
  /** The shipment's field a failure names (`to.zipCode`), when it names one. */
  field: z.string().optional(),
});

export const createOrderResponseSchema = z.object({
  orderReference: z.string(),
  totalAmount: z.number().int(),
  currency: z.literal('EUR'),
  shipments: z.array(orderShipmentResultSchema),
});

export const orderSummarySchema = z.object({
  orderReference: z.string(),
  status: z.enum(['PENDING', 'PAID', 'FAILED']),
  totalAmount: z.number().int(),
  /** Given back for shipments the order paid for but could not buy. */
  refundedAmount: z.number().int(),
  currency: z.literal('EUR'),
  paymentMethod: z.string(),
  createdAt: z.string(),
  shipments: z.array(
    z.object({
      shipmentReference: z.string(),
      /** The shipment's state now (labels become READY_TO_PRINT), or PAYMENT_FAILED. */
      status: z.string(),
      amount: z.number().int(),
      error_code: z.string().nullable(),
    }),
  ),
});
