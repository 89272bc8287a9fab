import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { shipmentsRepository } from './shipments.repository.ts';
import type { ShipmentRow } from './shipments.tables.ts';

/** Who reports a parcel's way, and how much faster than real time the sandbox carrier moves it (SANDBOX_TIME_SCALE). */
export type TrackingDependencies = { carriers: CarrierProvider; timeScale: number };

/** What the carrier has reported of a shipment so far (empty before the carrier has it). */
export const trackShipment = async (
  { carriers, timeScale }: TrackingDependencies,
  row: ShipmentRow,
  now = new Date(),
) => {
  if (!row.labelCreatedAt || !row.service) return [];
  return carriers.track(
    {
      reference: row.reference,
      serviceId: row.service.id,
      from: { country: row.fromAddress.alpha2Code ?? '', zip: row.fromAddress.zipCode ?? '' },
      to: { country: row.toAddress.alpha2Code ?? '', zip: row.toAddress.zipCode ?? '' },
      labelCreatedAt: row.labelCreatedAt,
    },
    { now, timeScale },
  );
};

export const getTracking = async (
  dependencies: TrackingDependencies & { db: Db },
  input: { clientId: string; reference: string },
) => {
  const row = await shipmentsRepository.findByReference(dependencies.db, input.clientId, input.reference);
  if (!row) throw notFound('shipment.error.not-found');
  return {
    reference: row.reference,
    trackingNumbers: row.trackings,
    entries: await trackShipment(dependencies, row),
  };
};
