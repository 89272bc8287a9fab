import { customsPurchaseProblemOf } from '@shipdeck/domain/customs/rules/customs-purchase';
import type { Db } from '../../platform/db/database.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { CarrierOffer, CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { checkServiceAvailability } from '../carriers/index.ts';
import { findCustomsForShipments } from '../customs/index.ts';
import type { PricedShipment } from '../pricing/index.ts';
import { customsFailure, failureOf, type ShipmentFailure } from './order-errors.ts';

/**
 * The priced shipments the carrier can still take: with their completed, unused customs invoice
 * when they cross a customs border, and a service that still serves their route, date and point.
 */
export const keepBookableShipments = async (options: {
  db: Db;
  carriers: CarrierProvider;
  auth: AuthContext;
  priced: PricedShipment[];
  offer: CarrierOffer;
  now: Date;
}) => {
  const { db, carriers, auth, offer, now } = options;
  const failures: ShipmentFailure[] = [];
  const customs = await findCustomsForShipments(
    db,
    auth.clientId,
    options.priced.map((p) => p.row.id),
  );
  const bookable = options.priced.filter(({ row, service }) => {
    const invoice = customs.get(row.id);
    const customsProblem = customsPurchaseProblemOf({
      customsRequired: service.customsRequired,
      invoice: invoice ? { status: invoice.status, isUsed: invoice.usedByOrderId !== null } : null,
    });
    if (customsProblem) {
      failures.push(customsFailure(row.reference, customsProblem));
      return false;
    }
    try {
      checkServiceAvailability({
        provider: carriers,
        serviceId: service.id,
        offer,
        now,
        query: {
          from: { country: row.fromAddress.alpha2Code!, zip: row.fromAddress.zipCode ?? '' },
          to: { country: row.toAddress.alpha2Code!, zip: row.toAddress.zipCode ?? '' },
          packages: row.parcels.map(({ weight, length, width, height }) => ({
            weight,
            length,
            width,
            height,
          })),
          source: row.source,
          ...(row.collectionDate ? { collectionDate: row.collectionDate } : {}),
          ...(row.dropoffPointId ? { dropoffPointId: row.dropoffPointId } : {}),
          ...(row.originDropoffPointId ? { originDropoffPointId: row.originDropoffPointId } : {}),
        },
      });
      return true;
    } catch (error) {
      failures.push(failureOf(row.reference, error));
      return false;
    }
  });
  return { bookable, failures };
};
