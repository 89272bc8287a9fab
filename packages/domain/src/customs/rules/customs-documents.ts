/**
 * Which customs documents go with a parcel that crosses a customs border.
 *
 * Every such parcel carries a commercial invoice. A parcel handed to a postal operator (the
 * national post of a Universal Postal Union member) also carries the UPU declaration: the CN22
 * for small items — worth at most 300 SDR and weighing at most 2 kg — and the CN23 above either
 * limit. Couriers (UPS, DHL, DPD, GLS …) take the commercial invoice alone.
 */

/**
 * The CN22 value limit of 300 SDR (special drawing rights) in euro cents. An SDR has been worth
 * between 1.15 and 1.30 EUR in recent years; the limit is set at the low end of that range so a
 * parcel near the limit gets the CN23, which every postal operator accepts for any value.
 */
export const CN22_MAX_VALUE_EUR_CENTS = 36_000;

/** Heavier items are postal parcels, declared on a CN23 whatever their value. */
export const CN22_MAX_WEIGHT_KG = 2;

/** Carriers of the catalogue that are their country's designated postal operator. */
export const POSTAL_OPERATORS: ReadonlySet<string> = new Set([
  'correos',
  'royal-mail',
  'poste-italiane',
  'colissimo',
  'bpost',
  'postnl',
]);

export type PostalDeclaration = 'CN22' | 'CN23';

export type CustomsDocuments = {
  hasCommercialInvoice: true;
  postalDeclaration: PostalDeclaration | null;
};

/**
 * The documents of a parcel. Goods not (yet) declared get the CN23 by post, the declaration every
 * postal operator accepts whatever the value.
 */
export const customsDocumentsOf = (shipment: {
  carrierId: string | null;
  /** Declared value of the goods, in euro cents; null when not declared. */
  totalValue: number | null;
  /** Net weight of the goods, in kilograms; null when not declared. */
  totalWeightKg: number | null;
}): CustomsDocuments => {
  if (!shipment.carrierId || !POSTAL_OPERATORS.has(shipment.carrierId))
    return { hasCommercialInvoice: true, postalDeclaration: null };
  const { totalValue, totalWeightKg } = shipment;
  const isSmallItem =
    totalValue !== null &&
    totalWeightKg !== null &&
    totalValue <= CN22_MAX_VALUE_EUR_CENTS &&
    totalWeightKg <= CN22_MAX_WEIGHT_KG;
  return { hasCommercialInvoice: true, postalDeclaration: isSmallItem ? 'CN22' : 'CN23' };
};
