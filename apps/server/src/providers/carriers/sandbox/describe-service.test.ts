import { describe, expect, it } from 'vitest';
import { ALL_SERVICES } from './catalogue.ts';
import { SandboxCarrierProvider } from './sandbox-carrier-provider.ts';

const offer = (premiumCarriers: 'all' | string[], printInStore = true) => ({
  premiumCarriers,
  excludedPremiumCarriers: [],
  cashOnDelivery: false,
  showExclusivePrices: false,
  skipManagementFee: false,
  printInStore,
});

const provider = new SandboxCarrierProvider();
const madridParis = {
  from: { country: 'ES', zip: '28013' },
  to: { country: 'FR', zip: '75001' },
  packages: [{ weight: 2, length: 30, width: 20, height: 10 }],
  now: new Date('2026-03-02T09:00:00Z'),
};

describe('sandbox service description', () => {
  it('describes every service the search lists exactly as the search lists it', () => {
    for (const canPrintInStore of [true, false]) {
      const caller = offer('all', canPrintInStore);
      const listed = provider.searchServices({ ...madridParis, offer: caller });
      expect(listed.length).toBeGreaterThan(0);
      for (const service of listed) {
        const described = provider.describeService({ serviceId: service.id, offer: caller });
        expect(described).toEqual({
          ok: true,
          value: {
            id: service.id,
            carrierId: service.carrierId,
            carrierName: service.carrierName,
            name: service.name,
            serviceName: service.serviceName,
            logoId: service.logoId,
            dropOff: service.dropOff,
            hasPrintInStore: service.hasPrintInStore,
          },
        });
      }
    }
  });

  it('does not know an id outside the catalogue', () => {
    expect(provider.describeService({ serviceId: 'evil-overnight', offer: offer('all') })).toEqual({
      ok: false,
      problem: { kind: 'service-not-found' },
    });
  });

  it("refuses a premium carrier's service to a caller whose offer leaves that carrier out", () => {
    const premium = ALL_SERVICES.find(({ carrier }) => carrier.isPremium)!;
    const serviceId = premium.service.id;
    expect(provider.describeService({ serviceId, offer: offer([]) })).toEqual({
      ok: false,
      problem: { kind: 'carrier-failure', reason: 'SERVICE_NOT_AVAILABLE' },
    });
    expect(provider.describeService({ serviceId, offer: offer([premium.carrier.id]) }).ok).toBe(true);
  });
});
