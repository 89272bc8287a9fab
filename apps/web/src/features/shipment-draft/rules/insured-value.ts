import { INSURANCE_MIN_VALUE, InsuranceMessage } from '@shipdeck/domain/pricing/rules/insurance';

/** Insured value: numeric, at least 0.1, steps of 0.01 (2 decimals), at most 9 characters. */
export const INSURED_VALUE_MAX_LENGTH = 9;

export type InsuredValueResult = { ok: true; minor: number } | { ok: false; message: string };

/** The insured value as typed ("150,50") into minor units, or the message key of its rule. */
export const checkInsuredValue = (input: string): InsuredValueResult => {
  const text = input.trim().replace(',', '.');
  if (text === '') return { ok: false, message: InsuranceMessage.valueRequired };
  if (text.length > INSURED_VALUE_MAX_LENGTH) return { ok: false, message: InsuranceMessage.valueTooBig };
  if (!/^\d*(\.\d*)?$/.test(text) || text === '.') return { ok: false, message: 'form.error.invalid-number' };
  if ((text.split('.')[1] ?? '').length > 2) return { ok: false, message: 'checkout.content.error.decimals' };
  const minor = Math.round(Number(text) * 100);
  if (minor < INSURANCE_MIN_VALUE) return { ok: false, message: InsuranceMessage.valueTooSmall };
  return { ok: true, minor };
};
