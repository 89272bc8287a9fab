/**
 * Tax id check of the billing form. The shape is checked here (letters and digits, 5 to 20 after
 * spaces, dots and dashes are removed, at least 4 digits); whether the company exists is the tax
 * registry's answer, which the sandbox simulates: an id ending in `99999999` belongs to a
 * dissolved company (docs/sandbox.md).
 */
export const normaliseTaxId = (taxId: string) => taxId.replace(/[\s.\-/]/g, '').toUpperCase();

export type TaxIdCheck = 'valid' | 'invalid' | 'dissolved';

export const checkTaxId = (taxId: string): TaxIdCheck => {
  const id = normaliseTaxId(taxId);
  if (!/^[A-Z0-9]{5,20}$/.test(id) || (id.match(/\d/g)?.length ?? 0) < 4) return 'invalid';
  if (id.endsWith('99999999')) return 'dissolved';
  return 'valid';
};
