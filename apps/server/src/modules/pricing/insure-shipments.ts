import type { InsureResponse } from '@shipdeck/domain/shipments/bulk.schema';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { findShipmentsByReferences, isEditable, type ShipmentViewSources } from '../shipments/index.ts';
import { updateShipmentProducts } from './update-shipment-products.ts';

const refused = (error_code: string, message: string) => ({
  insured: false,
  coverage: 0,
  error_code,
  message,
});

/**
 * Insures drafts for their declared content value (the bulk insure call, and the CSV import's
 * offer to protect). Each choice is saved as `PUT /shipments/:reference/products` saves it, with the same
 * rules, so the checkout and prices show it. A draft that cannot be insured (not found, bought,
 * no service, no content value, value above what the option covers) says why and keeps its choice.
 */
export const insureShipments = async (options: {
  carriers: CarrierProvider;
  db: Db;
  auth: AuthContext;
  references: string[];
  option: 'ENHANCED' | 'PLATFORM_INSURANCE';
  now: Date;
  sources: ShipmentViewSources;
}): Promise<InsureResponse> => {
  const { db, auth, option, now } = options;
  const unique = [...new Set(options.references)];
  const rows = await findShipmentsByReferences(db, auth.clientId, unique);
  const byReference = new Map(rows.map((row) => [row.reference, row]));
  const result: InsureResponse = {};
  for (const reference of unique) {
    const row = byReference.get(reference);
    if (!row) {
      result[reference] = refused('NotFound', 'shipment.error.not-found');
      continue;
    }
    if (!isEditable(row)) {
      result[reference] = refused('ValueNotAllowedField', 'shipment.error.not-editable');
      continue;
    }
    const value = row.content.value;
    try {
      const details = await updateShipmentProducts({
        carriers: options.carriers,
        db,
        auth,
        reference,
        input: { insurance: { option, ...(value === undefined ? {} : { value }) } },
        now,
        sources: options.sources,
      });
      result[reference] = { insured: true, coverage: details.selection.insurance.coverage };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result[reference] = refused(error.code, error.messageKey);
    }
  }
  return result;
};
