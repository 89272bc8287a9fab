import type { Db } from '../../platform/db/database.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import { capabilitiesOf, getClientCapabilities } from '../features/index.ts';
import type { ShipmentViewer } from './shipment-view.ts';

/**
 * The caller's capabilities a shipment view reads (print in store): those read with the session when
 * there are, else from the database (API keys).
 */
export const shipmentViewerOf = async (db: Db, auth: AuthContext): Promise<ShipmentViewer> => {
  const capabilities = auth.capabilityChanges
    ? capabilitiesOf(auth.tenantId, auth.capabilityChanges)
    : await getClientCapabilities(db, auth);
  return { canPrintInStore: capabilities.printInStore };
};
