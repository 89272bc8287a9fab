import { validateEntity, validatePerson } from 'stdnum';

/**
 * Tax id check of the invoicing details, on every path that saves them. Where the maintained
 * validator (stdnum) knows the country's numbers — a person's (DNI/NIE, NIR, codice fiscale …) or a
 * company's (CIF, SIREN/SIRET, USt-IdNr., P. IVA …) — the id must be one of them, check digits
 * included; elsewhere only its shape is checked (letters and digits, 5 to 20 after spaces, dots and
 * dashes are removed, at least 4 digits). Whether the company still exists is the tax registry's
 * answer, which the sandbox simulates: an id whose digits begin with seven 9s (B99999997,
 * 99999999R) belongs to a dissolved company (docs/sandbox.md).
 */
export const normaliseTaxId = (taxId: string) => taxId.replace(/[\s.\-/]/g, '').toUpperCase();

export type TaxIdCheck = 'valid' | 'invalid' | 'dissolved';

const hasTaxIdShape = (id: string) => /^[A-Z0-9]{5,20}$/.test(id) && (id.match(/\d/g)?.length ?? 0) >= 4;

/** Whether the country's own validators accept the id; null when the validator knows none of them. */
const countryAccepts = (country: string, id: string): boolean | null => {
  const checks = [validatePerson(country, id), validateEntity(country, id)].filter((check) => check.checked);
  return checks.length === 0 ? null : checks.some((check) => check.isValid === true);
};

/** Whether the sandbox registry knows the company as dissolved (its digits begin 9999999). */
const isDissolvedInSandbox = (id: string) => id.replace(/\D/g, '').startsWith('9999999');

export const checkTaxId = (input: { country: string; taxId: string }): TaxIdCheck => {
  const id = normaliseTaxId(input.taxId);
  if (!hasTaxIdShape(id)) return 'invalid';
  if (countryAccepts(input.country, id) === false) return 'invalid';
  if (isDissolvedInSandbox(id)) return 'dissolved';
  return 'valid';
};
