import type { BulkCollectionDates } from '@shipdeck/domain/shipments/bulk.schema';
import { commonCollectionDates } from '@shipdeck/domain/shipments/rules/bulk-collection-dates';
import { isEligibleForCollectionDateEdit } from '@shipdeck/domain/shipments/rules/bulk-edit';
import { serviceSnapshotOf } from '@shipdeck/domain/shipments/rules/service-snapshot';
import type { Db } from '../../platform/db/database.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { getCarrierOffer } from '../carriers/index.ts';
import { createCarrierLookup } from './bulk-carrier-lookup.ts';
import { findBulkEditCandidates } from './bulk-edit-candidates.ts';

/**
 * Collection days for a bulk collection-date edit: the days every eligible draft
 * can be collected on. Eligible: its service (or, when `serviceId` is given, that service as the
 * search lists it for the draft's route) collects the parcel rather than taking it at a point.
 * No eligible draft, or no common day, answers an empty list.
 */
export const bulkFindCollectionDates = async (options: {
  carriers: CarrierProvider;
  db: Db;
  auth: AuthContext;
  references: string[];
  serviceId?: string | undefined;
  now: Date;
}): Promise<BulkCollectionDates> => {
  const { db, auth, serviceId, now } = options;
  const { candidates } = await findBulkEditCandidates(db, {
    clientId: auth.clientId,
    references: options.references,
  });
  if (candidates.length === 0) return { dates: [], eligibleReferences: [] };
  const lookup = createCarrierLookup({
    carriers: options.carriers,
    offer: await getCarrierOffer(db, auth),
    tenantId: auth.tenantId,
    now,
  });
  const eligibleReferences: string[] = [];
  const perShipment: { date: string; from: string; to: string }[][] = [];
  for (const { row, route } of candidates) {
    const listed = serviceId ? lookup.serviceFor(route, serviceId) : undefined;
    const service = serviceId ? (listed ? serviceSnapshotOf(listed) : null) : row.service;
    if (!service || !isEligibleForCollectionDateEdit(service)) continue;
    const days = lookup.collectionDatesFor(route, service.id);
    if (!days) continue;
    eligibleReferences.push(row.reference);
    perShipment.push(days);
  }
  return { dates: commonCollectionDates(perShipment), eligibleReferences };
};
