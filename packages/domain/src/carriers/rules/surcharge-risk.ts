import type { Package } from '../../parcels/parcel-rules.ts';

/** Why a carrier may charge more than the parcel's declared weight suggests. */
export const SurchargeReason = {
  /** The parcel is light for its size: the carrier bills its volumetric weight. */
  volumetricWeight: 'VOLUMETRIC_WEIGHT',
  /** A side or the girth is close to the carrier's limit: carriers add a handling fee. */
  nearSizeLimit: 'NEAR_SIZE_LIMIT',
  /** The weight is close to the carrier's limit: carriers add a handling fee. */
  nearWeightLimit: 'NEAR_WEIGHT_LIMIT',
  /** The carrier re-weighed the seller's parcels lately (see `correctionHistoryRiskOf`). */
  weightCorrections: 'WEIGHT_CORRECTIONS',
} as const;
export type SurchargeReason = (typeof SurchargeReason)[keyof typeof SurchargeReason];
export const SURCHARGE_REASONS = Object.values(SurchargeReason) as [SurchargeReason, ...SurchargeReason[]];

/**
 * How close to a limit counts as "near": carriers measure with their own tapes and scales, and a
 * parcel measured a few centimetres or grams over what the seller typed gets the handling fee.
 */
export const NEAR_LIMIT_RATIO = 0.9;

export type SurchargeRiskInput = {
  packages: readonly Package[];
  /** cm³ per kilogram (5000 for most express carriers, 6000 for some road carriers). */
  volumetricDivisor: number;
  limits: { maxWeightKg: number; maxLengthCm: number; maxGirthCm: number };
  /** The carrier's price of one parcel of this many kilograms (minor units); null when no band takes it. */
  priceOfWeight: (kilograms: number) => number | null;
  /** The carrier's handling fee for a parcel near its limits (minor units); null when it has none. */
  handlingFee: number | null;
};

export type SurchargeRisk = {
  reason: SurchargeReason;
  /** Likely extra cost over all parcels at risk, in the same minor units as the prices given. */
  extraCost: number;
  /** The parcels at risk, counted from 1. */
  parcels: number[];
  /** For VOLUMETRIC_WEIGHT: declared and billed kilograms over those parcels. */
  declaredKg?: number;
  billedKg?: number;
  /** For WEIGHT_CORRECTIONS: the seller's corrections counted, on this service or on the carrier. */
  corrections?: number;
  scope?: 'SERVICE' | 'CARRIER';
};

const roundUpTo100g = (kilograms: number) => Math.ceil(kilograms * 10 - 1e-9) / 10;

const sidesOf = (parcel: Package) =>
  [parcel.length, parcel.width, parcel.height].sort((a, b) => b - a) as [number, number, number];

const isNearSizeLimit = (parcel: Package, limits: SurchargeRiskInput['limits']) => {
  const [longest, middle, shortest] = sidesOf(parcel);
  const girth = longest + 2 * middle + 2 * shortest;
  return longest >= limits.maxLengthCm * NEAR_LIMIT_RATIO || girth >= limits.maxGirthCm * NEAR_LIMIT_RATIO;
};

const isNearWeightLimit = (parcel: Package, limits: SurchargeRiskInput['limits']) =>
  parcel.weight >= limits.maxWeightKg * NEAR_LIMIT_RATIO;

const volumetricRisk = (input: SurchargeRiskInput): SurchargeRisk | null => {
  let extraCost = 0;
  let declaredKg = 0;
  let billedKg = 0;
  const parcels: number[] = [];
  input.packages.forEach((parcel, index) => {
    const volumetric = (parcel.length * parcel.width * parcel.height) / input.volumetricDivisor;
    const billed = roundUpTo100g(Math.max(parcel.weight, volumetric));
    const declared = roundUpTo100g(parcel.weight);
    const billedPrice = input.priceOfWeight(billed);
    const declaredPrice = input.priceOfWeight(declared);
    if (billedPrice === null || declaredPrice === null || billedPrice <= declaredPrice) return;
    extraCost += billedPrice - declaredPrice;
    declaredKg += declared;
    billedKg += billed;
    parcels.push(index + 1);
  });
  if (parcels.length === 0) return null;
  return {
    reason: SurchargeReason.volumetricWeight,
    extraCost,
    parcels,
    declaredKg: Math.round(declaredKg * 10) / 10,
    billedKg: Math.round(billedKg * 10) / 10,
  };
};

const handlingRisk = (
  input: SurchargeRiskInput,
  reason: SurchargeReason,
  isNear: (parcel: Package, index: number) => boolean,
): SurchargeRisk | null => {
  if (input.handlingFee === null) return null;
  const parcels = input.packages.flatMap((parcel, index) => (isNear(parcel, index) ? [index + 1] : []));
  if (parcels.length === 0) return null;
  return { reason, extraCost: input.handlingFee * parcels.length, parcels };
};

/**
 * The surcharges a service risks for these parcels, before the seller pays: billing by volumetric
 * weight when it costs more than the declared weight, and the carrier's handling fee for parcels near
 * its size or weight limits. A parcel over a limit is not listed: the service refuses it outright.
 * A parcel near both the size and the weight limit pays the handling fee once.
 */
export const surchargeRisksOf = (input: SurchargeRiskInput): SurchargeRisk[] => {
  const size = handlingRisk(input, SurchargeReason.nearSizeLimit, (parcel) =>
    isNearSizeLimit(parcel, input.limits),
  );
  const weight = handlingRisk(
    input,
    SurchargeReason.nearWeightLimit,
    (parcel, index) => !size?.parcels.includes(index + 1) && isNearWeightLimit(parcel, input.limits),
  );
  return [volumetricRisk(input), size, weight].filter((risk): risk is SurchargeRisk => risk !== null);
};
