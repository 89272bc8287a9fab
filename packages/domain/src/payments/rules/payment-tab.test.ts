import { describe, expect, it } from 'vitest';
import {
  directDebitProblems,
  isDirectDebitAvailable,
  isDirectDebitInfoVisible,
  isInvoiceAddressValid,
  isPaymentTabVisible,
} from './payment-tab.ts';

describe('payment tab visibility', () => {
  it.each([
    ['enabled tenant, business allowed to defer', true, 'business', false, true, false, true],
    ['enabled tenant, autonomous holding a deferred method', true, 'autonomous', false, false, true, true],
    ['tenant without deferred payment details', false, 'business', false, true, true, false],
    ['client blocked from deferring', true, 'business', true, true, true, false],
    ['client neither allowed nor holding a method', true, 'business', false, false, false, false],
  ])(
    '%s',
    (_name, isDeferredDetailsEnabled, clientType, deferredPaymentBlocked, allowDeferred, hasDeferredMethod, shown) => {
      expect(
        isPaymentTabVisible({
          isDeferredDetailsEnabled,
          clientType,
          deferredPaymentBlocked,
          allowDeferred,
          hasDeferredMethod,
        }),
      ).toBe(shown);
    },
  );
});

describe('direct debit information visibility', () => {
  const address = { address: '1 High St', zipCode: 'SW1A 1AA', location: 'London', country: 'GB' };
  it.each([
    ['complete address', address, true],
    ['no invoicing details', null, false],
    ['blank street', { ...address, address: ' ' }, false],
    ['no postcode', { ...address, zipCode: '' }, false],
  ])('invoice address: %s', (_name, billing, valid) => {
    expect(isInvoiceAddressValid(billing)).toBe(valid);
  });

  it.each([
    ['a country the tenant offers', ['ES', 'FR'], 'fr', true],
    ['a country it does not', ['ES'], 'FR', false],
  ])('direct debit available in %s', (_name, tenantCountries, country, available) => {
    expect(isDirectDebitAvailable({ tenantCountries, country })).toBe(available);
  });

  it.each([
    ['valid address, available, paid by card', true, true, 'creditcard3dsecure', true],
    ['valid address, available, no method yet', true, true, null, true],
    ['already direct debit', true, true, 'directdebit', false],
    ['invalid address', false, true, 'paypal', false],
    ['not available', true, false, 'paypal', false],
  ])('%s', (_name, isInvoiceAddressValid, isDirectDebitAvailable, currentMethod, shown) => {
    expect(isDirectDebitInfoVisible({ isInvoiceAddressValid, isDirectDebitAvailable, currentMethod })).toBe(
      shown,
    );
  });
});

describe('IBAN and BIC of a direct debit request', () => {
  // Stand-ins for ibantools: a fixed list of good values.
  const isValidIban = (iban: string) => ['DE89370400440532013000', 'GB29NWBK60161331926819'].includes(iban);
  const isValidBic = (bic: string) => ['COBADEFFXXX', 'NWBKGB2L', 'COBADEFF'].includes(bic);
  it.each([
    ['good German pair, spaced and lower case', 'de89 3704 0044 0532 0130 00', 'cobadeffxxx', []],
    ['good UK pair', 'GB29 NWBK 6016 1331 9268 19', 'NWBKGB2L', []],
    [
      'both empty',
      '',
      ' ',
      [
        ['iban', 'form.error.required'],
        ['bic', 'form.error.required'],
      ],
    ],
    [
      'bad IBAN checksum',
      'DE89370400440532013001',
      'COBADEFF',
      [['iban', 'settings.payment-direct-debit.error.iban-invalid']],
    ],
    [
      'malformed BIC',
      'DE89370400440532013000',
      'CO1',
      [['bic', 'settings.payment-direct-debit.error.bic-invalid']],
    ],
    [
      'BIC of another country than the IBAN',
      'GB29NWBK60161331926819',
      'COBADEFF',
      [['bic', 'settings.payment-direct-debit.error.bic-mismatch']],
    ],
  ])('%s', (_name, iban, bic, expected) => {
    expect(
      directDebitProblems({ iban, bic, isValidIban, isValidBic }).map((p) => [p.field, p.messageKey]),
    ).toEqual(expected);
  });
});
