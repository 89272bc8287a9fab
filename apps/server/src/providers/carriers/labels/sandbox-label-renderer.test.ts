import { describe, expect, it } from 'vitest';
import { LATIN_SAMPLES } from '../../../platform/pdf/script-samples.ts';
import type { LabelRequest } from '../carrier-provider.ts';
import { findService } from '../sandbox/catalogue.ts';
import { SandboxCarrierProvider } from '../sandbox/sandbox-carrier-provider.ts';
import { createSandboxLabelRenderer } from './sandbox-label-renderer.ts';
import { pageSizes, pdfText, scanPdf } from './testing/pdf-inspection.ts';
import { isValidTrackingNumber } from './tracking-number.ts';

const upsService = () => {
  const found = findService('ups-express-saver');
  if (!found) throw new Error('the sandbox catalogue has no UPS service');
  return found;
};

const request = (overrides: Partial<LabelRequest> = {}): LabelRequest => ({
  serviceId: upsService().service.id,
  reference: 'ES2025PRO0000777',
  sender: {
    name: 'Ana Beltrán',
    company: 'Tienda Shipdeck S.L.',
    street1: 'Carrer de Pallars 193',
    zipCode: '08005',
    city: 'Barcelona',
    country: 'ES',
    phone: '+34 931 234 567',
  },
  recipient: {
    name: 'Łukasz Żółć',
    street1: 'ul. Świętokrzyska 12/4',
    zipCode: '00-916',
    city: 'Warszawa',
    country: 'PL',
  },
  parcels: [
    { weight: 2.5, length: 30, width: 20, height: 10 },
    { weight: 0.8, length: 20, width: 15, height: 10 },
  ],
  format: '4x6',
  ...overrides,
});

describe('sandbox label renderer', () => {
  it('prints one label per parcel through the sandbox provider, each scanning to its tracking number', async () => {
    const provider = new SandboxCarrierProvider({
      labels: {
        now: () => new Date('2025-03-14T10:00:00Z'),
        trackingUrl: ({ trackingNumber }) => `https://shipdeck.test/tracking/${trackingNumber}`,
      },
    });
    const result = await provider.createLabel(request());

    expect(result.trackingNumbers).toHaveLength(2);
    for (const trackingNumber of result.trackingNumbers)
      expect(isValidTrackingNumber('ups', trackingNumber)).toBe(true);
    const pages = scanPdf(result.pdf);
    expect(pages).toHaveLength(2);
    result.trackingNumbers.forEach((trackingNumber, index) => {
      expect(pages[index]).toEqual(
        expect.arrayContaining([
          { symbology: 'CODE-128', data: trackingNumber },
          { symbology: 'QR-Code', data: `https://shipdeck.test/tracking/${trackingNumber}` },
        ]),
      );
    });
    const text = pdfText(result.pdf);
    expect(text).toContain('1/2');
    expect(text).toContain('2/2');
    expect(text).toContain('2.50 kg');
    expect(text).toContain('2025-03-14');
  });

  it.each([
    [
      '00:30 in Barcelona',
      '2026-11-25T23:30:00Z',
      { country: 'ES', zipCode: '08005' },
      '2026-11-26',
      '2026-11-25',
    ],
    [
      '23:30 in Barcelona',
      '2026-11-25T22:30:00Z',
      { country: 'ES', zipCode: '08005' },
      '2026-11-25',
      '2026-11-26',
    ],
    [
      '23:30 in London',
      '2026-11-25T23:30:00Z',
      { country: 'GB', zipCode: 'SW1A 1AA' },
      '2026-11-25',
      '2026-11-26',
    ],
    [
      '00:30 in London in summer',
      '2026-07-01T23:30:00Z',
      { country: 'GB', zipCode: 'SW1A 1AA' },
      '2026-07-02',
      '2026-07-01',
    ],
    [
      '00:30 in Istanbul',
      '2026-11-25T21:30:00Z',
      { country: 'TR', zipCode: '34000' },
      '2026-11-26',
      '2026-11-25',
    ],
    [
      '23:30 in Istanbul',
      '2026-11-25T20:30:00Z',
      { country: 'TR', zipCode: '34000' },
      '2026-11-25',
      '2026-11-26',
    ],
  ])("prints the ship date on the sender's clock at %s", async (_name, now, place, shipDate, otherDay) => {
    const render = createSandboxLabelRenderer({ now: () => new Date(now) });
    const sender = { ...request().sender, ...place };
    const { pdf } = await render(request({ sender, parcels: [request().parcels[0]!] }), upsService());
    const text = pdfText(pdf);
    expect(text).toContain(shipDate);
    expect(text).not.toContain(otherDay);
  });

  it('prints the collection date and the estimated delivery date it is given', async () => {
    const render = createSandboxLabelRenderer({ now: () => new Date('2026-11-25T10:00:00Z') });
    const { pdf } = await render(
      request({
        shipDate: '2026-11-27',
        estimatedDeliveryDate: '2026-12-01',
        parcels: [request().parcels[0]!],
      }),
      upsService(),
    );
    const text = pdfText(pdf);
    expect(text).toContain('2026-11-27');
    expect(text).toContain('2026-12-01');
    expect(text).not.toContain('2026-11-25');
  });

  it('gives the same tracking numbers when the same shipment is printed again', async () => {
    const render = createSandboxLabelRenderer();
    const first = await render(request(), upsService());
    const again = await render(request({ format: 'COMBINED_A4' }), upsService());
    expect(again.trackingNumbers).toEqual(first.trackingNumbers);
    expect(await pageSizes(again.pdf)).toHaveLength(1);
  });

  it('prints the ship-to place as the country writes it, with its state', async () => {
    const render = createSandboxLabelRenderer();
    const toAustin = request({
      recipient: {
        name: 'Ann Lee',
        street1: '1 Congress Ave',
        zipCode: '78701',
        city: 'Austin',
        state: 'TX',
        country: 'US',
      },
    });
    const text = pdfText((await render(toAustin, upsService())).pdf);
    expect(text).toContain('Austin, TX 78701');
    expect(text).toContain('08005 Barcelona');
  });

  it('marks customs on labels that leave the EU customs union', async () => {
    const render = createSandboxLabelRenderer();
    const toSwitzerland = request({
      recipient: {
        name: 'Heidi Müller',
        street1: 'Bahnhofstrasse 1',
        zipCode: '8001',
        city: 'Zürich',
        country: 'CH',
      },
    });
    expect(pdfText((await render(toSwitzerland, upsService())).pdf)).toContain('CUSTOMS');
    expect(pdfText((await render(request(), upsService())).pdf)).not.toContain('CUSTOMS');
  });

  describe('names the customs documents the parcel carries, by the rule of the documents', () => {
    const toZurich = {
      name: 'Heidi Müller',
      street1: 'Bahnhofstrasse 1',
      zipCode: '8001',
      city: 'Zürich',
      country: 'CH',
    };
    const correosService = () => findService('correos-paq-internacional')!;
    const byPost = (customsDeclaration?: LabelRequest['customsDeclaration']) =>
      request({
        serviceId: 'correos-paq-internacional',
        recipient: toZurich,
        parcels: [{ weight: 1.5, length: 30, width: 20, height: 10 }],
        // An A4 page has the label and, beside it, what to put in the pouch.
        format: 'A4',
        ...(customsDeclaration ? { customsDeclaration } : {}),
      });
    const labelText = async (label: LabelRequest, service = correosService()) =>
      pdfText((await createSandboxLabelRenderer()(label, service)).pdf);

    it.each([
      ['a small item by post', { totalValue: 36_000, netWeightKg: 2 }, 'CN22'],
      ['above the CN22 value limit by post', { totalValue: 36_001, netWeightKg: 1 }, 'CN23'],
      ['above the CN22 weight limit by post', { totalValue: 5_000, netWeightKg: 2.1 }, 'CN23'],
      ['goods not declared, by post', undefined, 'CN23'],
    ] as const)('%s: %s', async (_name, declared, form) => {
      const text = await labelText(byPost(declared));
      expect(text).toContain('CUSTOMS');
      expect(text).toContain(`(commercial invoice and ${form})`);
      expect(text).not.toContain(form === 'CN22' ? 'CN23' : 'CN22');
    });

    it('a courier: the commercial invoice alone, no CN22 or CN23', async () => {
      const text = await labelText(
        request({ serviceId: 'ups-standard', recipient: toZurich, format: 'A4' }),
        findService('ups-standard')!,
      );
      expect(text).toContain('CUSTOMS');
      expect(text).toContain('(commercial invoice)');
      expect(text).not.toMatch(/CN ?2[23]/);
    });
  });

  it.each(LATIN_SAMPLES)('prints a $language recipient letter for letter', async ({ text, country }) => {
    const render = createSandboxLabelRenderer();
    const name = text.split(',')[0]!;
    const label = request({
      recipient: { name, street1: text.slice(name.length + 2), zipCode: '00-916', city: 'Warszawa', country },
    });
    const lines = pdfText((await render(label, upsService())).pdf)
      .split('\n')
      .map((line) => line.trim());
    expect(lines).toContain(name);
    expect(lines).toContain(text.slice(name.length + 2));
  });

  it('writes Greek and Cyrillic recipients in Latin letters for the carrier', async () => {
    const render = createSandboxLabelRenderer();
    const toAthens = request({
      recipient: {
        name: 'Ελένη Κωνσταντίνου',
        street1: 'Οδός Χαλκοκονδύλη 12',
        zipCode: '104 32',
        city: 'Αθήνα',
        country: 'GR',
      },
    });
    const greek = pdfText((await render(toAthens, upsService())).pdf);
    expect(greek).toContain('Eleni Konstantinou');
    expect(greek).toContain('Odos Chalkokondyli 12');
    expect(greek).toContain('Athina');
    expect(greek).not.toMatch(/\p{Script=Greek}/u);
    const toSofia = request({
      recipient: {
        name: 'Иван Петров',
        street1: 'ул. Витоша 5',
        zipCode: '1000',
        city: 'София',
        country: 'BG',
      },
    });
    const cyrillic = pdfText((await render(toSofia, upsService())).pdf);
    expect(cyrillic).toContain('Ivan Petrov');
    expect(cyrillic).toContain('Sofiya');
    expect(cyrillic).not.toMatch(/\p{Script=Cyrillic}/u);
  });
});
