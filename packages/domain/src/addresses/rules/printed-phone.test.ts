import { describe, expect, it } from 'vitest';
import { printedPhone } from './printed-phone.ts';

describe('a phone number as labels and customs documents print it', () => {
  it.each([
    ['a French mobile written nationally', '06 12 34 56 78', 'FR', '+33 6 12 34 56 78'],
    ['a US number written nationally', '(212) 736-3100', 'US', '+1 212 736 3100'],
    ['a British landline written nationally', '0131 496 0000', 'GB', '+44 131 496 0000'],
    ['a German number written nationally', '089 12345678', 'DE', '+49 89 12345678'],
    ['a Spanish number with its international prefix 0034', '0034 933 123 456', 'ES', '+34 933 12 34 56'],
    ['a number written with + and no spaces', '+33612345678', 'FR', '+33 6 12 34 56 78'],
    ['a + number of another country than the address', '+34600111222', 'FR', '+34 600 11 12 22'],
    ['a number that cannot be read there, as written', '12345678', 'FR', '12345678'],
    ['no country and no +, as written', '612 34 56 78', undefined, '612 34 56 78'],
  ])('%s', (_case, phone, alpha2Code, printed) => {
    expect(printedPhone({ phone, alpha2Code })).toBe(printed);
  });
});
