import type { ServiceSearchResponse } from '@shipdeck/domain/carriers/carriers.schema';
import { correctionHistoryRiskOf } from '@shipdeck/domain/carriers/rules/weight-correction-history';
import { parseContractServiceId } from '@shipdeck/domain/own-contracts/own-contracts.schema';
import { chargeWithVat, vatRateOf } from '@shipdeck/domain/pricing/rules/vat';
import type { Db } from '../../platform/db/database.ts';
import { findCorrectionHistory } from '../weight-corrections/index.ts';

/**
 * Adds the seller's own weight-correction history to each service's surcharge risks: how often its
 * carrier re-weighed the seller's parcels in the last 90 days and what that cost on average, with the
 * service's VAT like every other price line. One read of the seller's day counts for the whole search.
 */
export const withCorrectionHistory = async (
  db: Db,
  found: ServiceSearchResponse,
  input: { clientId: string; parcelCount: number; now: Date },
): Promise<ServiceSearchResponse> => {
  if (found.services.length === 0) return found;
  const today = input.now.toISOString().slice(0, 10);
  const days = await findCorrectionHistory(db, { clientId: input.clientId, today });
  if (days.length === 0) return found;
  return {
    ...found,
    services: found.services.map((service) => {
      const risk = correctionHistoryRiskOf({
        days,
        carrierId: service.carrierId,
        serviceId: parseContractServiceId(service.id).serviceId,
        today,
        parcelCount: input.parcelCount,
      });
      if (!risk) return service;
      const extraCost = {
        ...chargeWithVat(risk.extraCost, vatRateOf(service.price)),
        currency: 'EUR' as const,
      };
      return { ...service, surchargeRisks: [...(service.surchargeRisks ?? []), { ...risk, extraCost }] };
    }),
  };
};
