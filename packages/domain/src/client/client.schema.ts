import { z } from 'zod';
import { userPoliciesSchema } from '../user/user.schema.ts';

export const ClientType = { Autonomous: 'autonomous', Business: 'business' } as const;
export type ClientType = (typeof ClientType)[keyof typeof ClientType];
export const clientTypeSchema = z.enum([ClientType.Autonomous, ClientType.Business]);

export { isBusinessClient, NO_TAX_ID } from './rules/client-type.ts';

export const clientSchema = z.object({
  id: z.uuid(),
  tenantId: z.string(),
  type: clientTypeSchema,
  taxId: z.string(),
  companyName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  phoneNumberVerified: z.boolean(),
  address: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  alpha2Code: z.string(),
  /** Stored with '_' (en_GB). */
  language: z.string(),
  createdAt: z.string(),
  allowDeferred: z.boolean(),
  deferredPaymentBlocked: z.boolean(),
  policies: userPoliciesSchema,
});
export type Client = z.infer<typeof clientSchema>;

/** International number: '+', country code, then digits (spaces allowed), as the phone field sends it. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{0,3}[ \d]{4,16}$/, 'form.error.invalid-phone')
  .transform((phone) => phone.replaceAll(' ', ''));

const optionalText = (max: number) => z.string().trim().max(max, 'form.error.max-size').nullable().optional();

/**
 * PUT /client: the editable profile fields; omitted fields keep their value. A business client's
 * type, tax id and country are locked, which the server enforces.
 */
export const updateClientRequestSchema = z
  .object({
    phone: phoneSchema.nullable().optional(),
    firstName: z.string().trim().min(1, 'form.error.required').max(100, 'form.error.max-size').optional(),
    lastName: z.string().trim().min(1, 'form.error.required').max(100, 'form.error.max-size').optional(),
    companyName: optionalText(200),
    taxId: z.string().trim().min(1, 'form.error.required').max(40, 'form.error.max-size').optional(),
    type: clientTypeSchema.optional(),
    address: optionalText(200),
    zipCode: optionalText(20),
    city: optionalText(100),
    alpha2Code: z
      .string()
      .regex(/^[A-Z]{2}$/, 'form.error.invalid-country')
      .optional(),
  })
  .strict();
export type UpdateClientRequest = z.input<typeof updateClientRequestSchema>;
