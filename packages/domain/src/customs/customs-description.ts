import type { z } from 'zod';
import { AddressMessage, hasHiddenCharacters, isPrintableOnLabel } from '../addresses/address-rules.ts';

/**
 * A description of goods as the customs documents print it, in the letters they can print and with no
 * characters nobody sees: the rule of a customs line, and of a catalogue product, which a seller picks
 * to fill one.
 */
export const printableDescription = <T extends z.ZodType<string, string>>(schema: T) =>
  schema
    .refine((text) => !hasHiddenCharacters(text), AddressMessage.hiddenCharacters)
    .refine(isPrintableOnLabel, AddressMessage.labelScript);
