import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { chargesOf, simpleNonce } from '../payments/payment-helpers.ts';
import { api } from '../pricing/pricing-fixtures.ts';
import { madrid, paris } from '../shipments/shipment-fixtures.ts';
import { orderPayload, placeOrder, saveBilling } from './order-helpers.ts';

/**
 * What is shown is what is charged: for every combination of extras, the price the seller is
 * shown, the amount the order records and what the gateway charges are the same to the cent, and
 * each equals the service's prices added up by hand (VAT once on the shipment's taxable total).
 */

const parcels = [{ height: 10, length: 30, width: 20, weight: 2.5 }];
const CONTENT_VALUE = 3_550;
const COD = { accountHolder: 'Ana García', amount: 4_000, iban: 'DE89370400440532013000' };

/** UPS Standard, Madrid → Paris: it sells every priced extra (signature, handling, proof, cash on delivery). */
const upsStandard = {
  id: 'ups-standard',
  carrierId: 'ups',
  carrierName: 'UPS',
  name: 'Standard',
  dropOffOrigin: false,
  dropOffDestination: false,
  customsRequired: false,
};
/** Colissimo from a French post office to the door: the label can be printed in store. */
const colissimo = {
  id: 'colissimo-domicile-avec-signature',
  carrierId: 'colissimo',
  carrierName: 'Colissimo',
  name: 'Domicile avec signature',
  dropOffOrigin: true,
  dropOffDestination: false,
  customsRequired: false,
  hasPrintInStore: true,
};
const lyon = { ...paris, zipCode: '69001', city: 'Lyon', street1: '1 Place Bellecour' };

type Combination = {
  insurance: 'NO_INSURANCE' | 'STANDARD' | 'ENHANCED';
  cashOnDelivery: boolean;
  adultSignature: boolean;
  proofOfDelivery: boolean;
  additionalHandling: boolean;
  printInStore: boolean;
  voucher: string | null;
};

const flags = [false, true];
const upsCombinations: Combination[] = (['NO_INSURANCE', 'STANDARD', 'ENHANCED'] as const).flatMap(
  (insurance) =>
    flags.flatMap((cashOnDelivery) =>
      flags.flatMap((adultSignature) =>
        flags.flatMap((proofOfDelivery) =>
          flags.flatMap((additionalHandling) =>
            [null, 'WELCOME10'].map((voucher) => ({
              insurance,
              cashOnDelivery,
              adultSignature,
              proofOfDelivery,
              additionalHandling,
              printInStore: false,
              voucher,
            })),
          ),
        ),
      ),
    ),
);
const colissimoCombinations: Combination[] = flags.flatMap((printInStore) =>
  flags.flatMap((cashOnDelivery) =>
    [null, 'FIVEOFF'].map((voucher) => ({
      insurance: 'STANDARD' as const,
      cashOnDelivery,
      adultSignature: false,
      proofOfDelivery: false,
      additionalHandling: false,
      printInStore,
      voucher,
    })),
  ),
);

type RatedService = {
  price: { basePrice: number; taxes: { percentage: number }[] };
  managementFee: { basePrice: number };
  products: {
    insurance: { baseCoverage: number; tiers: { coverage: number; basePrice: number }[] };
    adultSignature: { basePrice: number };
    additionalHandling: { basePrice: number };
    proofOfDelivery: { basePrice: number };
    cashOnDelivery: { basePrice: number };
  };
};

/** The charge added up by hand from the search's prices: no pricing code of ours is reused. */
const expectedTotal = (service: RatedService, combination: Combination) => {
  const { products } = service;
  const enhancedTier = products.insurance.tiers.find((tier) => tier.coverage >= CONTENT_VALUE);
  const gross =
    service.price.basePrice +
    service.managementFee.basePrice +
    (combination.insurance === 'ENHANCED' ? enhancedTier!.basePrice : 0) +
    (combination.cashOnDelivery ? products.cashOnDelivery.basePrice : 0) +
    (combination.adultSignature ? products.adultSignature.basePrice : 0) +
    (combination.proofOfDelivery ? products.proofOfDelivery.basePrice : 0) +
    (combination.additionalHandling ? products.additionalHandling.basePrice : 0);
  const discount =
    combination.voucher === 'WELCOME10'
      ? Math.round(gross / 10)
      : combination.voucher === 'FIVEOFF'
        ? Math.min(gross, 500)
        : 0;
  const taxable = gross - discount;
  const rate = service.price.taxes[0]!.percentage;
  return taxable + Math.round((taxable * rate) / 100);
};

const searchService = async (
  app: FastifyInstance,
  seller: SignedUp,
  serviceId: string,
  from: { alpha2Code: string; zipCode: string },
  to: { alpha2Code: string; zipCode: string },
): Promise<RatedService> => {
  const query =
    `from[country]=${from.alpha2Code}&from[zip]=${from.zipCode}&to[country]=${to.alpha2Code}&to[zip]=${to.zipCode}` +
    '&packages[0][weight]=2.5&packages[0][length]=30&packages[0][width]=20&packages[0][height]=10' +
    `&service_id=${serviceId}`;
  const [service] = (await api(app, seller).get(`/services?${query}`)).json().services;
  expect(service, serviceId).toBeDefined();
  return service;
};

/** A ready shipment with the combination saved as its extras; answers its reference. */
const shipmentWith = async (
  app: FastifyInstance,
  seller: SignedUp,
  draft: object,
  combination: Combination,
): Promise<string> => {
  const call = api(app, seller);
  const created = await call.post('/shipments', {
    parcels,
    content: { description: 'Books', value: CONTENT_VALUE },
    ...draft,
  });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json().state).toBe('READY_TO_PURCHASE');
  const reference = created.json().reference as string;
  const saved = await call.put(`/shipments/${reference}/products`, {
    insurance: { option: combination.insurance, value: CONTENT_VALUE },
    adultSignature: combination.adultSignature,
    proofOfDelivery: combination.proofOfDelivery,
    additionalHandling: combination.additionalHandling,
    printInStore: combination.printInStore,
    cashOnDelivery: combination.cashOnDelivery ? COD : null,
    ...(combination.voucher ? { voucher: combination.voucher } : {}),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().selection.printInStore).toBe(combination.printInStore);
  return reference;
};

const skipManagementFee = async (app: FastifyInstance, seller: SignedUp) => {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/v1/client/features/SKIP_MANAGEMENT_FEE',
    headers: seller.headers,
    payload: { enabled: true, source: 'client' },
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe('what is shown is what is charged', async () => {
  const app = await buildTestApp();

  describe.each([
    ['with the management fee', false],
    ['without the management fee (plan that waives it)', true],
  ])('%s', (_name, isFeeWaived) => {
    it('prices, orders and charges every combination of extras to the same cent', async () => {
      const seller = await signUp(app);
      if (isFeeWaived) await skipManagementFee(app, seller);
      await saveBilling(app, seller);
      const ups = await searchService(app, seller, upsStandard.id, madrid, paris);
      const post = await searchService(app, seller, colissimo.id, lyon, paris);
      expect(ups.managementFee.basePrice > 0).toBe(!isFeeWaived);

      const cases = [
        ...upsCombinations.map((combination) => ({
          combination,
          service: ups,
          draft: { from: madrid, to: paris, service: upsStandard },
        })),
        ...colissimoCombinations.map((combination) => ({
          combination,
          service: post,
          draft: { from: lyon, to: paris, service: colissimo },
        })),
      ];
      const references: string[] = [];
      for (const { combination, draft } of cases)
        references.push(await shipmentWith(app, seller, draft, combination));

      const priced = (await api(app, seller).post('/shipments/price', { references })).json();
      const shown = new Map<string, number>(
        priced.shipmentsPriceDetails.map((details: { reference: string; price: { totalPrice: number } }) => [
          details.reference,
          details.price.totalPrice,
        ]),
      );
      cases.forEach(({ combination, service }, index) => {
        expect(shown.get(references[index]!), JSON.stringify(combination)).toBe(
          expectedTotal(service, combination),
        );
      });

      const ordered = await placeOrder(
        app,
        seller,
        orderPayload(references, {
          method: 'bancontact',
          nonce: await simpleNonce(app, seller, 'bancontact'),
        }),
      );
      expect(ordered.statusCode, ordered.body).toBe(201);
      const order = (await api(app, seller).get(`/orders/${ordered.json().orderReference}`)).json();
      expect(order.status).toBe('PAID');
      for (const line of order.shipments) expect(line.amount).toBe(shown.get(line.shipmentReference));
      expect(order.totalAmount).toBe(priced.totalPrice.totalPrice);
      expect(ordered.json().totalAmount).toBe(priced.totalPrice.totalPrice);
      const charges = await chargesOf(app, seller.clientId);
      expect(charges.map((charge) => charge.amount)).toEqual([priced.totalPrice.totalPrice]);
    }, 120_000);
  });
});
