import type { ShipmentUpsales } from '../../shipments/shipment.schema.ts';
import type { ShipmentPriceDetails } from '../pricing.schema.ts';

/**
 * The upsales a shipment carries, from its price details: each extra as priced (a choice its service
 * no longer sells is not on it), insurance with the amount covered and the service's free cover.
 */
export const upsalesOf = (
  details: Pick<ShipmentPriceDetails, 'availableProducts' | 'selection'>,
): ShipmentUpsales => {
  const { selection } = details;
  const insurance = selection.insurance;
  return {
    insurance: {
      available: insurance.option !== 'NO_INSURANCE' && insurance.coverage > 0,
      baseCoverage: details.availableProducts.insurance.baseCoverage,
      amount: insurance.option === 'NO_INSURANCE' ? 0 : insurance.coverage,
    },
    proofOfDelivery: { available: selection.proofOfDelivery },
    printInStore: { available: selection.printInStore, url: null },
    adultSignature: { available: selection.adultSignature },
    additionalHandling: { available: selection.additionalHandling },
    cashOnDelivery: selection.cashOnDelivery
      ? {
          available: true,
          amount: selection.cashOnDelivery.amount,
          accountHolder: selection.cashOnDelivery.accountHolder,
          iban: selection.cashOnDelivery.iban,
        }
      : { available: false, amount: 0, accountHolder: null, iban: null },
  };
};
