import { getTenant } from '@shipdeck/domain/tenants/tenants';
import type { PublicTracking } from '@shipdeck/domain/tracking-page/tracking-page.schema';
import type { Language } from '@shipdeck/domain/user/language';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { hitRateLimit, type RateLimit, rateLimitWait, tooManyRequests } from '../auth/index.ts';
import { getClientTenantId } from '../clients/index.ts';
import { findShipmentsByIds, trackShipment } from '../shipments/index.ts';
import { buyerTrackingRepository } from './buyer-tracking.repository.ts';
import type { BuyerTrackingDependencies } from './buyer-tracking-dependencies.ts';
import { hashTrackingToken } from './tracking-token.ts';

/** Wrong tokens per caller address: a buyer mistyping never reaches it, someone guessing soon does. */
export const TRACKING_MISS_LIMIT: RateLimit = { name: 'tracking:miss', max: 30, windowSeconds: 15 * 60 };

const NOT_FOUND_KEY = 'tracking.error.not-found';

/**
 * GET /tracking/:token, public: what the buyer of one shipment may see of it. Every field is chosen here
 * one by one (never a spread of the shipment), so nothing else of the seller can slip out.
 */
export const getPublicTracking = async (
  dependencies: BuyerTrackingDependencies & { db: Db; config: AppConfig },
  input: { token: string; ip: string },
): Promise<PublicTracking> => {
  const { db, config } = dependencies;
  const wait = await rateLimitWait(db, TRACKING_MISS_LIMIT, input.ip);
  if (wait > 0) throw tooManyRequests(wait);
  const link = await buyerTrackingRepository.findLink(db, hashTrackingToken(input.token));
  const [row] = link ? await findShipmentsByIds(db, link.clientId, [link.shipmentId]) : [];
  const tenantId = link ? await getClientTenantId(db, link.clientId) : undefined;
  if (!link || !row || !tenantId) {
    await hitRateLimit(db, TRACKING_MISS_LIMIT, input.ip);
    throw notFound(NOT_FOUND_KEY);
  }
  const entries = await trackShipment(
    { carriers: dependencies.carriers, timeScale: config.SANDBOX_TIME_SCALE },
    row,
  );
  const point = row.dropoffPoint;
  return {
    brand: await dependencies.brandOf({ db, config }, { clientId: link.clientId, tenantId, row }),
    defaultLanguage: (getTenant(tenantId)?.defaultLanguage ?? 'en-GB') as Language,
    carrierName: row.carrierName,
    trackingNumbers: row.trackings,
    estimatedDeliveryDate: row.estimatedDeliveryDate,
    events: entries.map((entry) => ({
      at: entry.at,
      event: entry.event,
      location: entry.location,
      description: entry.description,
    })),
    pickupPoint: point
      ? {
          type: point.type,
          businessName: point.businessName,
          address: point.address,
          zipCode: point.zipCode,
          city: point.city,
          country: point.country,
          openingTimes: point.openingTimes,
          coordinates: point.coordinates
            ? { latitude: point.coordinates.latitude, longitude: point.coordinates.longitude }
            : null,
        }
      : null,
    map: { tileUrl: config.MAP_TILE_URL ?? null, attribution: config.MAP_ATTRIBUTION },
  };
};
