import { type PickupDay, PickupMessage } from '@shipdeck/domain/pickups/pickup.schema';
import { isCollectableShipment } from '@shipdeck/domain/pickups/rules/collectable-shipment';
import { commonPickupDays } from '@shipdeck/domain/pickups/rules/pickup-slot-problems';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { CarrierProvider, LabelParty } from '../../providers/carriers/carrier-provider.ts';
import { findShipmentsByReferences, type ShipmentRow } from '../shipments/index.ts';
import { contractServiceIdOf, isOnOwnContract } from './pickup-contract.ts';

const unprocessable = (messageKey: string, field?: string) =>
  new AppError({ code: 'ValueNotAllowedField', status: 422, messageKey, field });

/** The origin a collection calls at: the warehouse, or the sender address typed on the shipment. */
const originKeyOf = (row: ShipmentRow) =>
  row.warehouseId ??
  ['address', row.fromAddress.alpha2Code, row.fromAddress.zipCode, row.fromAddress.street1]
    .join('|')
    .toLowerCase();

const addressOf = (row: ShipmentRow): LabelParty => ({
  name: [row.fromAddress.firstName, row.fromAddress.lastName].filter(Boolean).join(' '),
  company: row.fromAddress.company || undefined,
  street1: row.fromAddress.street1 ?? '',
  zipCode: row.fromAddress.zipCode ?? '',
  city: row.fromAddress.city ?? '',
  country: row.fromAddress.alpha2Code ?? '',
  phone: row.fromAddress.phone || undefined,
  email: row.fromAddress.email || undefined,
});

export type CollectableShipments = {
  shipments: ShipmentRow[];
  carrierId: string;
  carrierName: string;
  warehouseId: string | null;
  address: LabelParty;
  cutoffTime: string;
  timeZone: string;
  /** The days the carrier collects all of them, with the hours they share. */
  days: PickupDay[];
  parcelCount: number;
  /** The own-contract service the shipments were bought on, when they were: the collection is booked on that contract. */
  contractServiceId: string | null;
};

/**
 * The caller's shipments one collection would take, with the days their carrier offers. Another
 * client's (or an unknown) id is 404; a shipment not bought and labelled, or dropped off at a point
 * instead of collected, or a mix of origins or carriers, is 422 with its message key.
 */
export const loadCollectableShipments = async (
  db: Db,
  input: { clientId: string; references: string[]; carriers: CarrierProvider; now: Date },
): Promise<CollectableShipments> => {
  const references = [...new Set(input.references)];
  const rows = await findShipmentsByReferences(db, input.clientId, references);
  if (rows.length !== references.length) throw notFound(PickupMessage.notFound);
  for (const row of rows) {
    if (!isCollectableShipment(row)) throw unprocessable(PickupMessage.notEligible, 'shipmentReferences');
  }
  const [first] = rows as [ShipmentRow, ...ShipmentRow[]];
  if (rows.some((row) => originKeyOf(row) !== originKeyOf(first)))
    throw unprocessable(PickupMessage.mixedOrigins, 'shipmentReferences');
  if (rows.some((row) => row.service?.carrierId !== first.service?.carrierId))
    throw unprocessable(PickupMessage.mixedCarriers, 'shipmentReferences');
  // A carrier collects on one account: the seller's contract, or ours.
  if (rows.some((row) => isOnOwnContract(row) !== isOnOwnContract(first)))
    throw unprocessable(PickupMessage.mixedContracts, 'shipmentReferences');
  const plans = rows.map((row) =>
    input.carriers.pickupDays({
      serviceId: row.service?.id ?? '',
      from: { country: row.fromAddress.alpha2Code ?? '', zip: row.fromAddress.zipCode ?? '' },
      now: input.now,
    }),
  );
  const days: PickupDay[][] = [];
  for (const plan of plans) {
    if (!plan.ok) throw unprocessable(PickupMessage.notEligible, 'shipmentReferences');
    days.push(plan.value.days);
  }
  const [firstPlan] = plans;
  if (!firstPlan?.ok) throw unprocessable(PickupMessage.notEligible, 'shipmentReferences');
  return {
    shipments: rows,
    carrierId: firstPlan.value.carrierId,
    carrierName: firstPlan.value.carrierName,
    warehouseId: first.warehouseId,
    address: addressOf(first),
    cutoffTime: plans.reduce(
      (earliest, plan) => (plan.ok && plan.value.cutoffTime < earliest ? plan.value.cutoffTime : earliest),
      firstPlan.value.cutoffTime,
    ),
    timeZone: firstPlan.value.timeZone,
    days: commonPickupDays(days),
    parcelCount: rows.reduce((sum, row) => sum + row.parcels.length, 0),
    contractServiceId: contractServiceIdOf(first),
  };
};

export { unprocessable };
