import type { BulkServicesResponse } from '@shipdeck/domain/shipments/bulk.schema';
import { commonServices } from '@shipdeck/domain/shipments/rules/bulk-services';
import type { Db } from '../../platform/db/database.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { getCarrierOffer } from '../carriers/index.ts';
import { createCarrierLookup } from './bulk-carrier-lookup.ts';
import { findBulkEditCandidates } from './bulk-edit-candidates.ts';

/**
 * Services for a bulk service edit: those every searchable draft
 * can use, priced as the sum over them, cheapest first; delivery estimates count from the first
 * draft's chosen collection day. Drafts that cannot be searched are listed
 * as failed and left out of the comparison.
 */
export const bulkFindServices = async (options: {
  carriers: CarrierProvider;
  db: Db;
  auth: AuthContext;
  references: string[];
  now: Date;
}): Promise<BulkServicesResponse> => {
  const { db, auth, now } = options;
  const { candidates, failures } = await findBulkEditCandidates(db, {
    clientId: auth.clientId,
    references: options.references,
  });
  if (candidates.length === 0) return { services: [], shipmentsFailed: failures };
  const lookup = createCarrierLookup({
    carriers: options.carriers,
    offer: await getCarrierOffer(db, auth),
    tenantId: auth.tenantId,
    now,
  });
  return {
    services: commonServices(
      candidates.map(({ route, row }) => lookup.servicesFor(route, row.collectionDate)),
    ),
    shipmentsFailed: failures,
  };
};
