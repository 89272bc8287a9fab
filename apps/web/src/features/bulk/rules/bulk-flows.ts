/** The flows of the bulk panel. */
const BULK_FLOWS = [
  'actions',
  'payment',
  'services',
  'insurance',
  'insurance-from-payment',
  'content',
  'parcels',
  'collection-date',
] as const;
export type BulkFlow = (typeof BULK_FLOWS)[number];
