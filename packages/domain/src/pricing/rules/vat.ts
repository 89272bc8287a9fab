/**
 * VAT, charged once on a base price before tax, in integer minor units: the rate is a percentage
 * (21 for 21 %) and the tax is rounded to the nearest minor unit, half up. Every price line, the
 * carrier's rating, the bulk insurance quote and the subscriber's simulated price use these, so a
 * line and the sum of its lines can never disagree by a cent.
 */
export const vatOf = (base: number, vatRate: number): number => Math.round((base * vatRate) / 100);

/** A base price with its VAT and the total a client pays. */
export const chargeWithVat = (base: number, vatRate: number) => {
  const taxPrice = vatOf(base, vatRate);
  return { basePrice: base, taxPrice, totalPrice: base + taxPrice };
};

/** The VAT rate a rated service charges (its first tax; a service without taxes charges none). */
export const vatRateOf = (price: { taxes: readonly { percentage: number }[] }): number =>
  price.taxes[0]?.percentage ?? 0;
