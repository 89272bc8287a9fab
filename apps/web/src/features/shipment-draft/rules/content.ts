/** Content value: required, positive, below 99 999 999, at most 2 decimals. */
export const MAX_CONTENT_VALUE = 99_999_999;

/** Content suggestions (keys under checkout.content.suggestions). */
export const CONTENT_SUGGESTIONS = [
  'electronics',
  'mobile-phones',
  'clothing',
  'furniture',
  'food',
  'books',
  'documents',
  'other',
] as const;

export type ContentValueResult = { ok: true; minor: number } | { ok: false; message: string };

/** The declared value as typed ("12,50" or "12.50") into minor units. */
export const checkContentValue = (input: string): ContentValueResult => {
  const text = input.trim().replace(',', '.');
  if (text === '') return { ok: false, message: 'form.error.required' };
  if (!/^-?\d*(\.\d*)?$/.test(text) || text === '.' || text === '-')
    return { ok: false, message: 'form.error.invalid-number' };
  const value = Number(text);
  if (!(value > 0)) return { ok: false, message: 'form.error.positive' };
  if ((text.split('.')[1] ?? '').length > 2) return { ok: false, message: 'checkout.content.error.decimals' };
  if (value >= MAX_CONTENT_VALUE) return { ok: false, message: 'checkout.content.error.max' };
  return { ok: true, minor: Math.round(value * 100) };
};

export const checkDescription = (input: string): { ok: true } | { ok: false; message: string } =>
  input.trim() === '' ? { ok: false, message: 'form.error.required' } : { ok: true };
