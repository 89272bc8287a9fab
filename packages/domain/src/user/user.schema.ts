import { z } from 'zod';
import { PRINT_FORMATS } from '../shipments/post-sale.schema.ts';
import { clientLanguageSchema, languageSchema } from './language.ts';

/** A user's privacy consents; all false until the privacy splash is answered. */
export const userPoliciesSchema = z.object({
  dataProcessing: z.boolean(),
  marketingEmails: z.boolean(),
  marketingCalls: z.boolean(),
});
export type UserPolicies = z.infer<typeof userPoliciesSchema>;

export const userSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language: z.string(),
  /** How this user prints labels unless they choose otherwise (a PDF layout or ZPL at a resolution). */
  defaultPrintFormat: z.enum(PRINT_FORMATS),
  policies: userPoliciesSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** PUT /user/policies. */
export const updatePoliciesRequestSchema = userPoliciesSchema.strict();
export type UpdatePoliciesRequest = z.infer<typeof updatePoliciesRequestSchema>;

/** PUT /user/language: the user's UI language (en-GB). */
export const updateLanguageRequestSchema = z.object({ language: languageSchema }).strict();
export type UpdateLanguageRequest = z.infer<typeof updateLanguageRequestSchema>;

/** PUT /user/print-format: the user's default print format. */
export const updatePrintFormatRequestSchema = z
  .object({ defaultPrintFormat: z.enum(PRINT_FORMATS, { message: 'labels.error.print-format' }) })
  .strict();
export type UpdatePrintFormatRequest = z.infer<typeof updatePrintFormatRequestSchema>;

/** PUT /client/language: the client's language, written with '_' (en_GB), as the client call sends it. */
export const updateClientLanguageRequestSchema = z.object({ language: clientLanguageSchema }).strict();
export type UpdateClientLanguageRequest = z.infer<typeof updateClientLanguageRequestSchema>;
