import { priceShipment } from '@shipdeck/domain/pricing/rules/shipment-price';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aBillingClient, aDraft, aPrice, aService, aServiceSnapshot } from '../testing/checkout-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const REF = 'SD26DRAFT0001';

/** "€12.34" or "-€5.00" as shown, back to minor units: the test reads what the seller reads. */
const shownMinor = (element: HTMLElement) => {
  const text = element.textContent ?? '';
  const digits = text.replace(/[^\d.]/g, '');
  return Math.round(Number(digits) * 100) * (/[-−]/.test(text) ? -1 : 1);
};

/** GET /shipments/:reference/products for one shipment priced by the domain rule. */
const pricedWith = (input: Parameters<typeof priceShipment>[0]) => {
  const response = aPrice();
  const priced = priceShipment(input);
  const details = { ...response.shipmentsPriceDetails[0]!, price: priced.price, products: priced.products };
  return { shipmentsPriceDetails: [details], totalPrice: priced.price };
};

const paymentStep = (price: ReturnType<typeof pricedWith>) =>
  mockApi({
    'GET /init': { status: 200, body: buildInit() },
    'GET /payment-methods': { status: 200, body: [] },
    'GET /billing-client': { status: 200, body: { billingClient: aBillingClient() } },
    'GET /phone-verification/status': { status: 200, body: { active: false, verified: false, phone: null } },
    'GET /payment-methods/available': {
      status: 200,
      body: {
        methods: [{ method: 'creditcard3dsecure', type: 'DIRECT' }],
        preferred: null,
        isDeferredEligible: false,
      },
    },
    [`GET /shipments/${REF}`]: {
      status: 200,
      body: aDraft({
        step: 'PAYMENT',
        data: { service: aServiceSnapshot(), content: { description: 'Books', value: 2500 } },
      }),
    },
    [`GET /shipments/${REF}/products`]: { status: 200, body: price },
  });

describe('what is shown is what is charged', () => {
  it.each([
    ['shipping and management fee', { vatRate: 21, porterage: 995, managementFee: 49, extras: {} }],
    [
      'every extra and a voucher',
      {
        vatRate: 20,
        porterage: 1333,
        managementFee: 49,
        extras: {
          insurance: 990,
          adultSignature: 291,
          additionalHandling: 1290,
          proofOfDelivery: 151,
          cashOnDelivery: 249,
        },
        voucher: { code: 'SPRING15', kind: 'PERCENTAGE' as const, amount: 15 },
      },
    ],
  ])(
    'the payment summary names each component and its lines add up to the total shown: %s',
    async (_name, input) => {
      paymentStep(pricedWith(input));
      await renderApp(`/private/shipments/${REF}/create/payment`);
      const summary = await screen.findByRole('region', { name: 'Price summary' });

      const lines = [...summary.querySelectorAll<HTMLElement>('[data-charge-line]')];
      const amounts = lines.map((line) => shownMinor(line.lastElementChild as HTMLElement));
      const subtotal = shownMinor(within(summary).getByTestId('checkout-total-subtotal'));
      const taxes = shownMinor(within(summary).getByTestId('checkout-total-taxes'));
      const total = shownMinor(within(summary).getByTestId('checkout-total'));
      expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(subtotal);
      expect(subtotal + taxes).toBe(total);
      expect(total).toBe(priceShipment(input).price.totalPrice);

      expect(within(summary).getByText('Management fee')).toBeInTheDocument();
      expect(within(summary).getByText(/Our fee per shipment/)).toBeInTheDocument();
      expect(within(summary).getByText(`VAT (${input.vatRate}%)`)).toBeInTheDocument();
      const named = lines.map((line) => line.firstElementChild?.firstElementChild?.textContent);
      expect(named).toHaveLength(1 + 1 + Object.keys(input.extras).length + ('voucher' in input ? 1 : 0));
      if ('voucher' in input) expect(named).toContain('Voucher (SPRING15)');
    },
  );

  it('the service choice shows the total with its shipping, management fee and VAT, as the payment charges it', async () => {
    const service = aService({
      price: {
        basePrice: 995,
        taxPrice: 209,
        totalPrice: 1204,
        currency: 'EUR',
        taxes: [{ percentage: 21, amount: 209 }],
      },
      managementFee: { basePrice: 49, taxPrice: 10, totalPrice: 59, currency: 'EUR' },
      exclusivePrice: {
        basePrice: 900,
        taxPrice: 189,
        totalPrice: 1089,
        currency: 'EUR',
        taxes: [{ percentage: 21, amount: 189 }],
      },
    });
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      [`GET /shipments/${REF}`]: { status: 200, body: aDraft({ step: 'SERVICE_SELECTION' }) },
      'GET /services': { status: 200, body: { services: [service] } },
    });
    await renderApp(`/private/shipments/${REF}/create/service`);

    const total = await screen.findByTestId('service-total');
    const charged = priceShipment({ vatRate: 21, porterage: 995, managementFee: 49, extras: {} }).price;
    expect(shownMinor(total)).toBe(charged.totalPrice);
    expect(charged.totalPrice).toBe(1263);
    const lines = screen.getByRole('list', { name: 'What this price is made of' });
    expect(within(lines).getByText('Shipping €9.95')).toBeInTheDocument();
    expect(within(lines).getByText('Management fee €0.49')).toBeInTheDocument();
    expect(within(lines).getByText('VAT 21% €2.19')).toBeInTheDocument();
    expect(screen.getByText('Silver subscribers pay €9.00 for shipping')).toBeInTheDocument();
  });
});
