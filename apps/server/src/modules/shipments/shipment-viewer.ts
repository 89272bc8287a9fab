import type { Db } from '../../platform/db/database.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import { getClientCapabilities } from '../features/index.ts';
import type { ShipmentViewer } from './shipment-view.ts';

/** The caller's capabilities a shipment view reads (print in store). */
export const shipmentViewerOf = async (db: Db, auth: AuthContext): Promise<ShipmentViewer> => {
  const capabilities = await getClientCapabilities(db, auth);
  return { canPrintInStore: capabilities.printInStore };
};
