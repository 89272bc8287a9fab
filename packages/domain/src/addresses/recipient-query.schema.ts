import { z } from 'zod';
import { recipientSchema } from './address.schema.ts';
import { MAX_RECIPIENT_PAGE_SIZE, RECIPIENT_PAGE_SIZE } from './address-limits.ts';

const filterText = z
  .string()
  .trim()
  .max(80, 'form.error.max-80')
  .optional()
  .transform((value) => value || undefined);

/** GET /recipients: the address book page, filtered by alias (contains, any case), city, zip and country. */
export const recipientListQuerySchema = z.object({
  page: z.coerce.number().int('form.error.whole-number').min(1, 'form.error.positive').default(1),
  size: z.coerce
    .number()
    .int('form.error.whole-number')
    .min(1, 'form.error.positive')
    .max(MAX_RECIPIENT_PAGE_SIZE, 'form.error.max-size')
    .default(RECIPIENT_PAGE_SIZE),
  alias: filterText,
  city: filterText,
  zipCode: filterText,
  country: filterText.transform((value) => value?.toUpperCase()),
});
export type RecipientListQuery = z.input<typeof recipientListQuerySchema>;

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const recipientPageSchema = z.object({
  content: z.array(recipientSchema),
  pagination: paginationSchema,
});
export type RecipientPage = z.infer<typeof recipientPageSchema>;

/** GET /recipients/saved: the book entries that fit the checkout's destination (country, city, zip). */
export const savedRecipientsQuerySchema = z.object({
  country: filterText.transform((value) => value?.toUpperCase()),
  city: filterText,
  zipCode: filterText,
});
export type SavedRecipientsQuery = z.input<typeof savedRecipientsQuerySchema>;

export const savedRecipientsSchema = z.array(recipientSchema);

/**
 * The page to show after a delete: when the deleted row was the last of a page beyond the first,
 * the book falls back to the previous page.
 */
export const pageAfterDelete = (input: { page: number; rowsOnPage: number }): number =>
  input.rowsOnPage <= 1 && input.page > 1 ? input.page - 1 : input.page;
