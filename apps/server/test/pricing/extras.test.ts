import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { paris } from '../shipments/shipment-fixtures.ts';
import { api, createReadyShipment } from './pricing-fixtures.ts';

const route = (from: [string, string], to: [string, string]) =>
  `from[country]=${from[0]}&from[zip]=${from[1]}&to[country]=${to[0]}&to[zip]=${to[1]}` +
  '&packages[0][weight]=2.5&packages[0][length]=30&packages[0][width]=20&packages[0][height]=10';

/** InPost Locker to Locker prints the label at the locker unless the seller says otherwise. */
const lockerService = {
  id: 'inpost-locker-to-locker',
  carrierId: 'inpost',
  carrierName: 'InPost',
  name: 'Locker to Locker',
  dropOffOrigin: true,
  dropOffDestination: true,
  customsRequired: false,
  hasPrintInStore: true,
};
const lockerDraft = { service: lockerService, dropoffPointId: 'inpost-FR-75001-01' };

describe('checkout extras', async () => {
  const app = await buildTestApp();

  describe('print in store', () => {
    it('applies the service default, says so on the list row, and lets the seller turn it off', async () => {
      const seller = await signUp(app);
      const call = api(app, seller);
      const reference = await createReadyShipment(app, seller, lockerDraft);
      const details = (await call.get(`/shipments/${reference}/products`)).json().shipmentsPriceDetails[0];
      expect(details.availableProducts.printInStore).toEqual({ available: true, isDefault: true });
      expect(details.selection.printInStore).toBe(true);

      const row = (await call.get('/shipments?inbox=ALL')).json().content[0];
      expect(row).toMatchObject({ reference, actions: { canSelectPrintInStore: true } });

      const off = await call.put(`/shipments/${reference}/products`, { printInStore: false });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().selection.printInStore).toBe(false);
    });

    it('is not offered, applied or accepted for a user without the capability', async () => {
      const seller = await signUp(app);
      const call = api(app, seller);
      const reference = await createReadyShipment(app, seller, lockerDraft);
      const revoke = await call.put('/client/capabilities/printInStore', { enabled: false });
      expect(revoke.statusCode, revoke.body).toBe(200);

      const search = (await call.get(`/services?${route(['ES', '28013'], ['FR', '75001'])}`)).json();
      const locker = search.services.find((s: { id: string }) => s.id === lockerService.id);
      expect(locker).toMatchObject({ hasPrintInStore: false, printInStoreDefault: true });

      const details = (await call.get(`/shipments/${reference}/products`)).json().shipmentsPriceDetails[0];
      expect(details.availableProducts.printInStore.available).toBe(false);
      expect(details.selection.printInStore).toBe(false);
      const refused = await call.put(`/shipments/${reference}/products`, { printInStore: true });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().messages[0]).toMatchObject({
        field: 'printInStore',
        message: 'product.error.not-available',
      });

      const shipment = (await call.get(`/shipments/${reference}`)).json();
      expect(shipment.actions.canSelectPrintInStore).toBe(false);
    });

    it('follows the capability on the very next list and details read, both ways', async () => {
      const seller = await signUp(app);
      const call = api(app, seller);
      const reference = await createReadyShipment(app, seller, lockerDraft);
      const canSelect = async () => ({
        row: (await call.get('/shipments?inbox=ALL')).json().content[0].actions.canSelectPrintInStore,
        details: (await call.get(`/shipments/${reference}`)).json().actions.canSelectPrintInStore,
      });
      expect(await canSelect()).toEqual({ row: true, details: true });
      await call.put('/client/capabilities/printInStore', { enabled: false });
      expect(await canSelect()).toEqual({ row: false, details: false });
      await call.put('/client/capabilities/printInStore', { enabled: true });
      expect(await canSelect()).toEqual({ row: true, details: true });
    });

    it('is not selectable on a service without it', async () => {
      const seller = await signUp(app);
      const reference = await createReadyShipment(app, seller);
      const shipment = (await api(app, seller).get(`/shipments/${reference}`)).json();
      expect(shipment.actions.canSelectPrintInStore).toBe(false);
    });
  });

  describe('third-party preferences', () => {
    it('keeps the marketplace preferences of a shipment, and clears them on request', async () => {
      const seller = await signUp(app);
      const call = api(app, seller);
      const preferences = {
        serviceId: 'ups-express-saver',
        carrier: 'ups',
        dropoffPointId: 'ups-GB-SW1A1AA-02',
      };
      const reference = await createReadyShipment(app, seller, {
        source: 'AMZ',
        thirdPartyPreferences: preferences,
      });
      expect((await call.get(`/shipments/${reference}`)).json().data.thirdPartyPreferences).toEqual(
        preferences,
      );

      const cleared = await app.inject({
        method: 'PATCH',
        url: `/api/v1/shipments/${reference}`,
        headers: seller.headers,
        payload: { thirdPartyPreferences: null },
      });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json().data.thirdPartyPreferences).toBeNull();
    });

    it('refuses preferences with unknown fields', async () => {
      const seller = await signUp(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/shipments',
        headers: seller.headers,
        payload: { source: 'AMZ', thirdPartyPreferences: { serviceId: 'ups-standard', price: 1 } },
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('enhanced insurance', () => {
    it('never sells less cover than the carrier covers for free', async () => {
      const seller = await signUp(app);
      const call = api(app, seller);
      const search = (
        await call.get(
          `/services?${route(['FR', '75001'], ['ES', '28013'])}&service_id=chronopost-classic-international`,
        )
      ).json();
      const insurance = search.services[0].products.insurance;
      expect(insurance.baseCoverage).toBe(25_000);
      expect(insurance.tiers.length).toBeGreaterThan(0);
      for (const tier of insurance.tiers) expect(tier.coverage).toBeGreaterThan(insurance.baseCoverage);
      expect(insurance.basePrice).toBe(insurance.tiers[0].basePrice);

      const reference = await createReadyShipment(app, seller, {
        from: { ...paris, zipCode: '75001' },
        to: {
          firstName: 'Ana',
          lastName: 'García',
          phone: '+34600111222',
          email: 'ana@example.es',
          street1: 'Calle Mayor 1',
          alpha2Code: 'ES',
          zipCode: '28013',
          city: 'Madrid',
        },
        service: { id: 'chronopost-classic-international' },
        content: { description: 'Books', value: 5_000 },
      });
      const bought = await call.put(`/shipments/${reference}/products`, {
        insurance: { option: 'ENHANCED', value: 5_000 },
      });
      expect(bought.statusCode, bought.body).toBe(200);
      expect(bought.json().selection.insurance.coverage).toBeGreaterThan(25_000);
      expect(bought.json().products.insurance.basePrice).toBe(insurance.tiers[0].basePrice);
    });
  });
});
