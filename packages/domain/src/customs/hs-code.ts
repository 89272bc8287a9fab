import { z } from 'zod';

/** Message key of a tariff code that is not 6 to 10 digits. */
export const HS_CODE_MESSAGE_KEY = 'customs.error.hs-code';

/**
 * Harmonized System tariff code of a customs line: the 6 digits every customs office shares, up to
 * 10 with the national subheadings (EU CN 8, TARIC and UK commodity codes 10, Japan 9). Sellers
 * often copy it with dots or spaces ("6109.10 00"); those are removed before it is checked or stored.
 */
export const normaliseHsCode = (value: string) => value.replace(/[\s.]/g, '');

export const isValidHsCode = (value: string) => /^\d{6,10}$/.test(value);

/** The tariff code as stored and sent: digits only, 6 to 10 of them. */
export const hsCodeSchema = z.string().regex(/^\d{6,10}$/, HS_CODE_MESSAGE_KEY);
