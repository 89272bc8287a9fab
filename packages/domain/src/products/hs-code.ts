import { z } from 'zod';

/**
 * A Harmonized System tariff code: the 6 digits of the international nomenclature, followed by up
 * to 4 national digits (8 in the EU's Combined Nomenclature, 10 in the UK and US tariffs). Sellers
 * copy codes as tariff books print them ("6109.10.00", "6109 10 00"), so spaces and dots are read
 * away and the code is kept as its digits.
 */
export const HS_CODE_PATTERN = /^\d{6,10}$/;
export const HS_CODE_MESSAGE = 'form.error.hs-code';

export const normaliseHsCode = (text: string) => text.replace(/[\s.]/g, '');

export const isHsCode = (text: string) => HS_CODE_PATTERN.test(normaliseHsCode(text));

export const hsCodeSchema = z
  .string({ error: 'form.error.required' })
  .transform(normaliseHsCode)
  .pipe(z.string().min(1, 'form.error.required').regex(HS_CODE_PATTERN, HS_CODE_MESSAGE));
