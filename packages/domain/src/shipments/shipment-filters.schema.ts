import { z } from 'zod';
import { calendarDaySchema } from '../units/calendar-day.ts';

const isoDate = calendarDaySchema('form.error.invalid-date');
const text60 = z.string().trim().min(1).max(60, { message: 'form.error.max-60' });

/** Filter fields of the shipments list, each within its own length or range limit; all optional. */
export const shipmentFiltersSchema = z
  .object({
    carrier_name: z.string().trim().min(1).max(100).optional(),
    created_at_from: isoDate.optional(),
    created_at_to: isoDate.optional(),
    delivery_date_from: isoDate.optional(),
    delivery_date_to: isoDate.optional(),
    label_downloaded: z.enum(['true', 'false']).optional(),
    q: z.string().trim().min(1).max(100).optional(),
    recipient_name: text60.optional(),
    recipient_surname: text60.optional(),
    shipment_custom_reference: text60.optional(),
    source: z.string().trim().min(1).max(40).optional(),
  })
  .refine((f) => !f.created_at_from || !f.created_at_to || f.created_at_from <= f.created_at_to, {
    message: 'filters.error.date-range',
    path: ['created_at_to'],
  })
  .refine((f) => !f.delivery_date_from || !f.delivery_date_to || f.delivery_date_from <= f.delivery_date_to, {
    message: 'filters.error.date-range',
    path: ['delivery_date_to'],
  });
export type ShipmentFilters = z.infer<typeof shipmentFiltersSchema>;

/** Apply is enabled only when the form is valid and at least one filter has a value. */
export const canApplyFilters = (values: Record<string, unknown>): boolean => {
  const filled = Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined && v !== null && String(v).trim() !== ''),
  );
  return Object.keys(filled).length > 0 && shipmentFiltersSchema.safeParse(filled).success;
};

export { SHIPMENT_SORTS, type ShipmentSort } from './shipment-sorts.ts';
