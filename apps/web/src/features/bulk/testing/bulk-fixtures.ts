import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import type { ShipmentState } from '@shipdeck/domain/shipments/shipment-states';
import { aShipment } from '../../shipments/testing/fake-shipments-api.ts';

/** A draft the bulk edit can use: addresses with country and postcode, a parcel, a source. */
export const aDraft = (
  reference: string,
  overrides: { state?: ShipmentState; data?: Partial<ShipmentView['data']> } = {},
) => aShipment({ reference, state: overrides.state ?? 'READY_TO_PURCHASE', data: overrides.data });

/** A draft the bulk edit cannot use: no recipient postcode. */
export const anIncompleteDraft = (reference: string) =>
  aShipment({
    reference,
    state: 'AWAITING_COMPLETION',
    data: { to: { firstName: 'Grace', lastName: 'Hopper', alpha2Code: 'FR' } },
  });

export const drafts = (count: number, prefix = 'SD26BULK') =>
  Array.from({ length: count }, (_, index) => aDraft(`${prefix}${String(index + 1).padStart(4, '0')}`));

/** A PATCH /shipments answer: every change applied except the references listed as failed. */
export const updateAnswer = (shipments: ShipmentView[], body: unknown, failed: readonly string[] = []) => {
  const changes = (body as { shipments: { reference: string }[] }).shipments;
  return {
    status: 200,
    body: {
      shipmentsUpdated: changes
        .filter((change) => !failed.includes(change.reference))
        .map((change) => shipments.find((shipment) => shipment.reference === change.reference)),
      shipmentsFailed: failed.map((reference) => ({
        reference,
        error_code: 'ShipmentNotEditable',
        message: 'shipment.error.not-editable',
      })),
    },
  };
};

export const rejected = {
  status: 500,
  body: { messages: [{ error_code: 'InternalError', message: 'error.internal' }] },
};
