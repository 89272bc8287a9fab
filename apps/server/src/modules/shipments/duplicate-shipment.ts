import { withoutInvalidValues } from '@shipdeck/domain/shipments/rules/shipment-address';
import { isStepReached } from '@shipdeck/domain/shipments/rules/step-moves';
import type { ShipmentInput } from '@shipdeck/domain/shipments/shipment.schema';
import { ShipmentStep } from '@shipdeck/domain/shipments/shipment-states';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { createShipment } from './create-shipment.ts';
import { shipmentsRepository } from './shipments.repository.ts';

/**
 * A new draft from an existing shipment: the same parties, parcels, service and content, or for a
 * return the sender and recipient swapped and no service, since the carrier
 * offer depends on the direction.
 */
export const copyShipment = async (
  db: Db,
  input: { carriers: CarrierProvider; auth: AuthContext; reference: string; kind: 'duplicate' | 'return' },
) => {
  const row = await shipmentsRepository.findByReference(db, input.auth.clientId, input.reference);
  if (!row) throw notFound('shipment.error.not-found');
  if (row.isObfuscated) {
    throw new AppError({
      code: 'ValueNotAllowedField',
      status: 409,
      messageKey: 'shipment.error.obfuscated',
    });
  }
  const isReturn = input.kind === 'return';
  const service = isReturn ? null : row.service;
  const shipment: ShipmentInput = {
    source: 'MAN',
    // Values stored before today's address rules are left out: the copy asks for them again.
    from: withoutInvalidValues(isReturn ? row.toAddress : row.fromAddress),
    to: withoutInvalidValues(isReturn ? row.fromAddress : row.toAddress),
    parcels: row.parcels,
    service: service ? { id: service.id } : null,
    content: row.content,
    shipmentCustomReference: row.shipmentCustomReference,
  };
  const wanted = isReturn ? ShipmentStep.ServiceSelection : ShipmentStep.ShippingDetails;
  // A copy that lost a postcode to the address rules starts again where the postcode is asked.
  shipment.step = isStepReached(wanted, { ...shipment, service }) ? wanted : ShipmentStep.SearchInfo;
  // A duplicate meets the shipping rules as any new shipment does; a return does not.
  const view = await createShipment(db, {
    carriers: input.carriers,
    auth: input.auth,
    shipment,
    withShippingRules: !isReturn,
  });
  return { reference: view.reference };
};
