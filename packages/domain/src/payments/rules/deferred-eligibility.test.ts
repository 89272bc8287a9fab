import { describe, expect, it } from 'vitest';
import { isDeferredEligible } from './deferred-eligibility.ts';

describe('deferred payment eligibility', () => {
  it.each([
    ['business allowed', 'business', false, true, false, true],
    ['autonomous with a deferred method', 'autonomous', false, false, true, true],
    ['business blocked despite allowance', 'business', true, true, true, false],
    ['business without allowance or method', 'business', false, false, false, false],
    ['unknown client type', 'private', false, true, true, false],
  ])('%s', (_name, clientType, deferredPaymentBlocked, allowDeferred, hasDeferredMethod, expected) => {
    expect(isDeferredEligible({ clientType, deferredPaymentBlocked, allowDeferred, hasDeferredMethod })).toBe(
      expected,
    );
  });
});
