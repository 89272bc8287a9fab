/**
 * Carriers whose terms the seller must accept before paying (otherwise 'form.error.carriers-terms'):
 * the express integrators, whose liability and customs terms differ from the platform's.
 */
export const CARRIERS_REQUIRING_TERMS: readonly string[] = ['ups', 'dhl', 'chronopost'];

export const requiresCarrierTerms = (carrierIds: readonly string[]) =>
  carrierIds.some((id) => CARRIERS_REQUIRING_TERMS.includes(id));
