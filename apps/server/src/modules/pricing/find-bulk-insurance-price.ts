import { quoteInsurance } from '@shipdeck/domain/pricing/rules/insurance';
import type { Db } from '../../platform/db/database.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import { getCarrierOffer } from '../carriers/index.ts';
import { loadShipments, rateShipmentService } from './price-shipments.ts';

/**
 * Insurance price in bulk: for each shipment, what insuring
 * its declared content value costs; shipments that cannot be insured count 0 and say so.
 */
export const findBulkInsurancePrice = async (options: {
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
    const service = rateShipmentService(row, offer, now, cache);
    const vatRate = service.price.taxes[0]?.percentage ?? 0;
    const quote = quoteInsurance(service.products.insurance, {
      option: options.option,
      value: row.content.value,
    });
    const base = quote.ok ? quote.basePrice : 0;
    const tax = Math.round((base * vatRate) / 100);
    return {
      reference: row.reference,
      insurance: {
        isAvailable: quote.ok,
        coverage: quote.ok ? quote.coverage : 0,
        basePrice: base,
        totalPrice: base + tax,
        currency: 'EUR' as const,
        taxPrice: tax,
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
