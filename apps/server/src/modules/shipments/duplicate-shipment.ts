import type { ShipmentInput } from '@shipdeck/domain/shipments/shipment.schema';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import { createShipment } from './create-shipment.ts';
import { shipmentsRepository } from './shipments.repository.ts';

/**
 * A new draft from an existing shipment: the same parties, parcels, service and content, or for a
 * return the sender and recipient swapped and no service, since the carrier
 * offer depends on the direction.
 */
export const copyShipment = async (
  db: Db,
  input: { clientId: string; reference: string; kind: 'duplicate' | 'return' },
) => {
  const row = await shipmentsRepository.findByReference(db, input.clientId, input.reference);
  if (!row) throw notFound('shipment.error.not-found');
  if (row.isObfuscated) {
    throw new AppError({
      code: 'ValueNotAllowedField',
      status: 409,
      messageKey: 'shipment.error.obfuscated',
    });
  }
  const isReturn = input.kind === 'return';
  const shipment: ShipmentInput = {
    source: 'MAN',
    from: isReturn ? row.toAddress : row.fromAddress,
    to: isReturn ? row.fromAddress : row.toAddress,
    parcels: row.parcels,
    service: isReturn ? null : row.service,
    content: row.content,
    shipmentCustomReference: row.shipmentCustomReference,
    step: isReturn ? 'SERVICE_SELECTION' : 'SHIPPING_DETAILS',
  };
  const view = await createShipment(db, { clientId: input.clientId, shipment });
  return { reference: view.reference };
};
