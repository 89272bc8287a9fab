import type { LabelFormat } from '@shipdeck/domain/shipments/post-sale.schema';
import type { ShipmentAddress } from '@shipdeck/domain/shipments/shipment.schema';
import type { LabelParty, LabelRequest } from '../../providers/carriers/carrier-provider.ts';
import type { ShipmentRow } from './shipments.tables.ts';

const partyOf = (address: ShipmentAddress): LabelParty => ({
  name: [address.firstName, address.lastName].filter(Boolean).join(' '),
  company: address.company || undefined,
  street1: address.street1 ?? '',
  street2: address.street2 || undefined,
  zipCode: address.zipCode ?? '',
  city: address.city ?? '',
  country: address.alpha2Code ?? '',
  phone: address.phone || undefined,
  email: address.email || undefined,
});

/** What the carrier needs to print a shipment's labels. */
export const labelRequestOf = (row: ShipmentRow, format: LabelFormat): LabelRequest => ({
  serviceId: row.service?.id ?? '',
  reference: row.reference,
  customReference: row.shipmentCustomReference ?? undefined,
  sender: partyOf(row.fromAddress),
  recipient: partyOf(row.toAddress),
  parcels: row.parcels.map((p) => ({ weight: p.weight, length: p.length, width: p.width, height: p.height })),
  format,
});
