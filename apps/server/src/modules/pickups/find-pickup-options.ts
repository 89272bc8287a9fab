import type { PickupOptions } from '@shipdeck/domain/pickups/pickup.schema';
import type { Db } from '../../platform/db/database.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { loadCollectableShipments } from './pickup-shipments.ts';

/** What the booking form offers for some shipments: their carrier's next collection days and hours. */
export const findPickupOptions = async (
  db: Db,
  input: { clientId: string; references: string[]; carriers: CarrierProvider; now: Date },
): Promise<PickupOptions> => {
  const collectable = await loadCollectableShipments(db, input);
  return {
    carrierId: collectable.carrierId,
    carrierName: collectable.carrierName,
    cutoffTime: collectable.cutoffTime,
    timeZone: collectable.timeZone,
    days: collectable.days,
    parcelCount: collectable.parcelCount,
  };
};
