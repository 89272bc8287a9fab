/**
 * Insurance of a shipment: its options and the insured value. Values are in
 * minor units: the form's "min 0.1, step 0.01, at most 2 decimals, max length 9" becomes an
 * integer between 10 and 99 999 999 (999 999.99).
 */
export const InsuranceOption = {
  Standard: 'STANDARD',
  Enhanced: 'ENHANCED',
  PlatformInsurance: 'PLATFORM_INSURANCE',
  NoInsurance: 'NO_INSURANCE',
} as const;
export type InsuranceOption = (typeof InsuranceOption)[keyof typeof InsuranceOption];
export const INSURANCE_OPTIONS = Object.values(InsuranceOption) as InsuranceOption[];

export const INSURANCE_MIN_VALUE = 10;
export const INSURANCE_MAX_VALUE = 99_999_999;
/** Our own insurance: 1.5 % of the insured value, at least 1.50 €, up to 5 000 € insured. */
export const PLATFORM_INSURANCE_RATE_PERCENT = 1.5;
export const PLATFORM_INSURANCE_MIN_PRICE = 150;
export const PLATFORM_INSURANCE_MAX_VALUE = 500_000;

export const InsuranceMessage = {
  required: 'insurance.error.required',
  valueRequired: 'insurance.error.value-required',
  valueTooSmall: 'insurance.error.value-min',
  valueTooBig: 'insurance.error.value-max',
  valueAboveCoverage: 'insurance.error.value-above-coverage',
  notAvailable: 'insurance.error.not-available',
} as const;

export type InsuranceProduct = {
  isEnabled: boolean;
  /** Price of the cheapest tier, before tax. */
  basePrice: number;
  baseCoverage: number;
  tiers: readonly { coverage: number; basePrice: number }[];
};

export type InsuranceChoice = { option?: InsuranceOption | undefined; value?: number | undefined };

/**
 * The tiers a seller can buy: only those covering more than the carrier covers for free. A tier
 * at or under the free cover would charge for less protection than the seller already has.
 */
export const purchasableTiers = <T extends { coverage: number }>(product: {
  baseCoverage: number;
  tiers: readonly T[];
}): T[] =>
  product.tiers
    .filter((tier) => tier.coverage > product.baseCoverage)
    .sort((a, b) => a.coverage - b.coverage);

/** Insurance can be chosen only when the carrier sells it and it costs something. */
export const isInsuranceEnabled = (product: InsuranceProduct) =>
  product.isEnabled && product.basePrice > 0 && purchasableTiers(product).length > 0;

/** The default option: STANDARD when the carrier's base coverage is positive, else NO_INSURANCE. */
export const defaultInsuranceOption = (baseCoverage: number): InsuranceOption =>
  baseCoverage > 0 ? InsuranceOption.Standard : InsuranceOption.NoInsurance;

export type InsuranceQuote =
  | { ok: true; option: InsuranceOption; coverage: number; basePrice: number }
  | { ok: false; messageKey: string; field: 'option' | 'value' };

const valueProblem = (value: number | undefined): InsuranceQuote | null => {
  if (value === undefined) return { ok: false, messageKey: InsuranceMessage.valueRequired, field: 'value' };
  if (!Number.isInteger(value) || value < INSURANCE_MIN_VALUE)
    return { ok: false, messageKey: InsuranceMessage.valueTooSmall, field: 'value' };
  if (value > INSURANCE_MAX_VALUE)
    return { ok: false, messageKey: InsuranceMessage.valueTooBig, field: 'value' };
  return null;
};

/**
 * What the chosen insurance covers and costs (before tax). `value` is the insured value, which
 * defaults to the declared content value in the checkout.
 */
export const quoteInsurance = (product: InsuranceProduct, choice: InsuranceChoice): InsuranceQuote => {
  const enabled = isInsuranceEnabled(product);
  const option = choice.option;
  if (option === undefined) {
    if (enabled) return { ok: false, messageKey: InsuranceMessage.required, field: 'option' };
    const fallback = defaultInsuranceOption(product.baseCoverage);
    return {
      ok: true,
      option: fallback,
      coverage: fallback === 'STANDARD' ? product.baseCoverage : 0,
      basePrice: 0,
    };
  }
  switch (option) {
    case InsuranceOption.NoInsurance:
      return { ok: true, option, coverage: 0, basePrice: 0 };
    case InsuranceOption.Standard:
      return { ok: true, option, coverage: product.baseCoverage, basePrice: 0 };
    case InsuranceOption.Enhanced: {
      if (!enabled) return { ok: false, messageKey: InsuranceMessage.notAvailable, field: 'option' };
      const problem = valueProblem(choice.value);
      if (problem) return problem;
      const tier = purchasableTiers(product).find((t) => t.coverage >= (choice.value as number));
      if (!tier) return { ok: false, messageKey: InsuranceMessage.valueAboveCoverage, field: 'value' };
      return { ok: true, option, coverage: tier.coverage, basePrice: tier.basePrice };
    }
    case InsuranceOption.PlatformInsurance: {
      const problem = valueProblem(choice.value);
      if (problem) return problem;
      const value = choice.value as number;
      if (value > PLATFORM_INSURANCE_MAX_VALUE)
        return { ok: false, messageKey: InsuranceMessage.valueAboveCoverage, field: 'value' };
      const price = Math.max(
        PLATFORM_INSURANCE_MIN_PRICE,
        Math.round((value * PLATFORM_INSURANCE_RATE_PERCENT) / 100),
      );
      return { ok: true, option, coverage: value, basePrice: price };
    }
  }
};
