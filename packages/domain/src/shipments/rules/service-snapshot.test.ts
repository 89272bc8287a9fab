import { describe, expect, it } from 'vitest';
import type { Service } from '../../carriers/carriers.schema.ts';
import { shipmentServiceSchema } from '../shipment.schema.ts';
import { serviceLabelOf, serviceSnapshotOf } from './service-snapshot.ts';

const service = (dropOff: { origin: boolean; destination: boolean }, customsRequired = false) =>
  ({
    id: 'inpost-locker-to-locker',
    carrierId: 'inpost',
    carrierName: 'InPost',
    name: 'InPost Locker to locker',
    serviceName: 'Locker to locker',
    logoId: 'inpost',
    dropOff,
    customsRequired,
    hasPrintInStore: true,
    transitHours: 48,
  }) as Service;

describe('serviceSnapshotOf', () => {
  it.each([
    [{ origin: true, destination: true }, false, { dropOffOrigin: true, dropOffDestination: true }],
    [{ origin: false, destination: false }, true, { dropOffOrigin: false, dropOffDestination: false }],
  ])('keeps the drop-off traits %o and customs %s', (dropOff, customs, expected) => {
    const snapshot = serviceSnapshotOf(service(dropOff, customs));
    expect(snapshot).toMatchObject({
      ...expected,
      customsRequired: customs,
      hasPrintInStore: true,
      id: 'inpost-locker-to-locker',
    });
    expect(shipmentServiceSchema.parse(snapshot)).toEqual(snapshot);
  });

  it('keeps the service name apart from the carrier name, which screens put before it once', () => {
    const snapshot = serviceSnapshotOf(service({ origin: true, destination: true }));
    expect(snapshot).toMatchObject({ carrierName: 'InPost', name: 'Locker to locker' });
  });

  it.each([
    ['GLS', 'BusinessParcel', 'GLS BusinessParcel'],
    ['SEUR', 'SEUR 24', 'SEUR 24'],
    ['UPS', 'Standard', 'UPS Standard'],
    ['DHL', 'DHLParcel', 'DHL DHLParcel'],
  ])('names %s %s as "%s", the carrier said once', (carrierName, name, label) => {
    expect(serviceLabelOf({ carrierName, name })).toBe(label);
  });

  it('keeps a description taken before the route is known without customs or transit time', () => {
    const {
      customsRequired: _customs,
      transitHours: _transit,
      ...description
    } = service({
      origin: false,
      destination: true,
    });
    const snapshot = serviceSnapshotOf(description);
    expect(snapshot).toMatchObject({
      customsRequired: false,
      dropOffDestination: true,
      carrierName: 'InPost',
    });
    expect(snapshot).not.toHaveProperty('transitHours');
    expect(shipmentServiceSchema.parse(snapshot)).toEqual(snapshot);
  });
});
