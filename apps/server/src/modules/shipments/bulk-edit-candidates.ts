import type { BulkFailure } from '@shipdeck/domain/shipments/bulk.schema';
import { BULK_EDIT_MAX_VALID } from '@shipdeck/domain/shipments/rules/bulk-edit';
import type { Db } from '../../platform/db/database.ts';
import { routeOfShipment, type ShipmentRoute } from './bulk-carrier-lookup.ts';
import { BulkMessage, tooManyValid } from './bulk-failures.ts';
import { shipmentsRepository } from './shipments.repository.ts';
import type { ShipmentRow } from './shipments.tables.ts';
import { isEditable } from './update-shipment.ts';

export type BulkEditCandidate = { row: ShipmentRow; route: ShipmentRoute };

/**
 * Splits the references of a bulk service or collection-date call into the caller's drafts that
 * can be searched (valid for bulk edit) and failures: not found (also another client's),
 * no longer editable, or missing route data. Each reference is answered once. More searchable
 * drafts than a bulk edit takes (BULK_EDIT_MAX_VALID) refuse the whole call.
 */
export const findBulkEditCandidates = async (
  db: Db,
  input: { clientId: string; references: string[] },
): Promise<{ candidates: BulkEditCandidate[]; failures: BulkFailure[] }> => {
  const unique = [...new Set(input.references)];
  const rows = await shipmentsRepository.findByReferences(db, input.clientId, unique);
  const byReference = new Map(rows.map((row) => [row.reference, row]));
  const candidates: BulkEditCandidate[] = [];
  const failures: BulkFailure[] = [];
  for (const reference of unique) {
    const row = byReference.get(reference);
    const route = row && isEditable(row) ? routeOfShipment(row) : null;
    if (!row) failures.push({ reference, error_code: 'NotFound', message: 'shipment.error.not-found' });
    else if (!isEditable(row))
      failures.push({
        reference,
        error_code: 'ValueNotAllowedField',
        message: 'shipment.error.not-editable',
      });
    else if (!route)
      failures.push({ reference, error_code: 'ValueNotAllowedField', message: BulkMessage.notValidForEdit });
    else candidates.push({ row, route });
  }
  if (candidates.length > BULK_EDIT_MAX_VALID) throw tooManyValid();
  return { candidates, failures };
};
