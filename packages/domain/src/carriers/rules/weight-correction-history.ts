import { SurchargeReason, type SurchargeRisk } from './surcharge-risk.ts';

/** How far back the seller's weight corrections count: carriers' habits and the seller's boxes change. */
export const CORRECTION_HISTORY_DAYS = 90;

/** Whether the corrections counted were on the very service searched or on any service of its carrier. */
export const CorrectionScope = { service: 'SERVICE', carrier: 'CARRIER' } as const;
export type CorrectionScope = (typeof CorrectionScope)[keyof typeof CorrectionScope];
export const CORRECTION_SCOPES = Object.values(CorrectionScope) as [CorrectionScope, ...CorrectionScope[]];

/** The seller's weight corrections on one carrier service and day (`YYYY-MM-DD`, UTC): how many, and their extra cost summed. */
export type CorrectionDay = {
  carrierId: string;
  serviceId: string;
  day: string;
  corrections: number;
  /** Minor units, before tax. */
  extraCost: number;
};

const DAY_MS = 86_400_000;

/** The first day inside the window that ends on `today`, both counted (`YYYY-MM-DD`). */
export const correctionWindowStart = (today: string) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - (CORRECTION_HISTORY_DAYS - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);

/**
 * What the seller's own history says of a service before paying: the carrier re-weighed the seller's
 * parcels N times in the last 90 days, at X extra on average. The service's own corrections speak first
 * (same scales, same tariff); without any, the carrier's other services do. The likely extra cost is the
 * average per correction, before tax. No correction in the window: no risk.
 */
export const correctionHistoryRiskOf = (input: {
  days: readonly CorrectionDay[];
  carrierId: string;
  serviceId: string;
  today: string;
  /** How many parcels the search is for: the risk covers them all. */
  parcelCount: number;
}): SurchargeRisk | null => {
  const start = correctionWindowStart(input.today);
  const inWindow = input.days.filter(
    (day) => day.carrierId === input.carrierId && day.day >= start && day.day <= input.today,
  );
  const ofService = inWindow.filter((day) => day.serviceId === input.serviceId);
  const [scope, counted] =
    ofService.length > 0 ? [CorrectionScope.service, ofService] : [CorrectionScope.carrier, inWindow];
  const corrections = counted.reduce((sum, day) => sum + day.corrections, 0);
  if (corrections === 0) return null;
  const extraCost = counted.reduce((sum, day) => sum + day.extraCost, 0);
  return {
    reason: SurchargeReason.weightCorrections,
    extraCost: Math.round(extraCost / corrections),
    parcels: Array.from({ length: input.parcelCount }, (_, index) => index + 1),
    corrections,
    scope,
  };
};
