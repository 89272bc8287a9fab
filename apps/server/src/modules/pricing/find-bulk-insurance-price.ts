import { quoteInsurance } from '@shipdeck/domain/pricing/rules/insurance';
import { chargeWithVat, vatRateOf } from '@shipdeck/domain/pricing/rules/vat';
import type { Db } from '../../platform/db/database.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { getCarrierOffer } from '../carriers/index.ts';
import { loadShipments, rateShipmentService } from './price-shipments.ts';

/**
 * Insurance price in bulk: for each shipment, what insuring
 * its declared content value costs; shipments that cannot be insured count 0 and say so.
 */
export const findBulkInsurancePrice = async (options: {
  carriers: CarrierProvider;
  db: Db;
  auth: AuthContext;
  references: string[];
  option: 'ENHANCED' | 'PLATFORM_INSURANCE';
  now: Date;
}) => {
  const { db, auth, now } = options;
  const rows = await loadShipments(db, auth.clientId, options.references);
  const offer = await getCarrierOffer(db, auth);
  const cache = new Map();
  const productsDetails = rows.map((row) => {
    const service = rateShipmentService(options.carriers, row, offer, now, cache);
    const quote = quoteInsurance(service.products.insurance, {
      option: options.option,
      value: row.content.value,
    });
    const charge = chargeWithVat(quote.ok ? quote.basePrice : 0, vatRateOf(service.price));
    return {
      reference: row.reference,
      insurance: {
        isAvailable: quote.ok,
        coverage: quote.ok ? quote.coverage : 0,
        basePrice: charge.basePrice,
        totalPrice: charge.totalPrice,
        currency: 'EUR' as const,
        taxPrice: charge.taxPrice,
      },
    };
  });
  const sum = (pick: (d: (typeof productsDetails)[number]) => number) =>
    productsDetails.reduce((s, d) => s + pick(d), 0);
  return {
    summary: {
      products: {
        insurance: {
          basePrice: sum((d) => d.insurance.basePrice),
          taxPrice: sum((d) => d.insurance.taxPrice),
          totalPrice: sum((d) => d.insurance.totalPrice),
          currency: 'EUR' as const,
        },
      },
    },
    productsDetails: productsDetails.map(({ reference, insurance: { taxPrice: _tax, ...insurance } }) => ({
      reference,
      insurance,
    })),
  };
};
