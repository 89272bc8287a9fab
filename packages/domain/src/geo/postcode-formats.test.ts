import { describe, expect, it } from 'vitest';
import {
  checkPostcode,
  isPossiblePostcodePrefix,
  POSTCODE_FORMATS,
  postcodeFormatOf,
} from './postcode-formats.ts';
import { EU_MEMBER_STATES } from './regions.ts';

describe('postcode format per country', () => {
  it.each([
    ['ES', '28001', '28001'],
    ['ES', '07001', '07001'],
    ['ES', '52001', '52001'],
    ['FR', '75001', '75001'],
    ['FR', '20000', '20000'],
    ['DE', '10115', '10115'],
    ['IT', '00184', '00184'],
    ['NL', '1011ab', '1011 AB'],
    ['NL', '1011 AB', '1011 AB'],
    ['NL', '1011', '1011'],
    ['BE', '1000', '1000'],
    ['PT', '1000001', '1000-001'],
    ['PT', '1000-001', '1000-001'],
    ['PL', '00950', '00-950'],
    ['AT', '1010', '1010'],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['GB', 'M1 1AE', 'M1 1AE'],
    ['GB', 'EC1A 1BB', 'EC1A 1BB'],
    ['IE', 'D02X285', 'D02 X285'],
    ['LV', '1050', 'LV-1050'],
    ['LV', 'LV-1050', 'LV-1050'],
    ['LU', 'L-1009', 'L-1009'],
    ['CZ', '11000', '110 00'],
    ['SE', '111 22', '111 22'],
    ['CH', '8001', '8001'],
    // The country code some write before the postcode is dropped.
    ['CH', 'CH-8001', '8001'],
    ['CH', 'ch - 8001', '8001'],
    ['SE', 'SE-111 22', '111 22'],
    ['FI', 'FI-00100', '00100'],
    ['DE', 'DE-10115', '10115'],
    ['LU', 'LU-1009', 'L-1009'],
    ['US', '10001', '10001'],
    ['US', '10001-1234', '10001-1234'],
    ['CA', 'k1a0b1', 'K1A 0B1'],
    ['MT', 'VLT 1117', 'VLT 1117'],
    ['AU', '2000', '2000'],
    ['ZW', 'ABC123', 'ABC123'],
  ])('%s accepts %s as %s', (country, input, canonical) => {
    expect(checkPostcode(country, input)).toMatchObject({ isValid: true, postcode: canonical });
  });

  it.each([
    ['ES', '00001', 'Spanish provinces start at 01'],
    ['ES', '53001', 'Spanish provinces stop at 52'],
    ['ES', '2800', 'too short'],
    ['ES', '280011', 'too long'],
    ['ES', '28A01', 'letters'],
    ['FR', '00100', 'no department 00'],
    ['FR', '96000', 'no department 96'],
    ['DE', '00123', 'no region 00'],
    ['NL', '0123 AB', 'Dutch codes start at 1000'],
    ['NL', '1011 SS', 'SS is not used'],
    ['BE', '0999', 'Belgian codes start at 1000'],
    ['GB', 'QW1 1AA', 'no area starts with Q'],
    ['GB', 'SW1A 1AC', 'no inward C'],
    ['GB', '12345', 'digits only'],
    ['CH', '9999', 'beyond Swiss range'],
    ['CH', 'CH-800', 'too short after the country code'],
    ['CH', 'FR-8001', "another country's code"],
    ['PL', '123456', 'too long'],
    ['IT', '99100', 'beyond Italian range'],
    ['US', '1000', 'too short'],
    ['ZW', '!', 'fallback rejects symbols'],
  ])('%s rejects %s (%s)', (country, input) => {
    expect(checkPostcode(country, input)).toEqual({
      isValid: false,
      messageKey: 'form.error.postcode-invalid',
    });
  });

  it('asks for a postcode where the country has them, and accepts none where it has none', () => {
    expect(checkPostcode('ES', ' ')).toEqual({ isValid: false, messageKey: 'form.error.required' });
    expect(checkPostcode('AE', '')).toMatchObject({ isValid: true });
  });

  it('covers every EU member state and the main non-EU destinations', () => {
    for (const country of [...EU_MEMBER_STATES, 'GB', 'CH', 'NO', 'US', 'CA', 'AU']) {
      expect(POSTCODE_FORMATS[country], country).toBeDefined();
      const format = postcodeFormatOf(country);
      expect(checkPostcode(country, format.example), `${country} example ${format.example}`).toMatchObject({
        isValid: true,
      });
    }
  });
});

describe('postcode prefixes while typing', () => {
  it.each([
    ['ES', '2', true],
    ['ES', '28', true],
    ['ES', '280', true],
    ['ES', '5', true],
    ['ES', '6', false],
    ['ES', '00', false],
    ['ES', '53', false],
    ['ES', '280011', false],
    ['ES', '28a', false],
    ['GB', 'SW', true],
    ['GB', 'SW1A 1', true],
    ['GB', 'Q', false],
    ['NL', '1011 A', true],
    ['PT', '1000-', true],
    ['LV', 'LV-10', true],
    ['CH', 'CH-80', true],
    ['LV', '10', true],
    ['CH', '97', false],
    ['ZW', 'AB1', true],
  ])('%s %s can become valid: %s', (country, input, expected) => {
    expect(isPossiblePostcodePrefix(country, input)).toBe(expected);
  });
});
