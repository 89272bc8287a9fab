import { describe, expect, it } from 'vitest';
import { hasUseLimit, remainingVoucherUses } from './voucher.ts';

describe('uses left of a voucher', () => {
  it.each([
    ['no limit', { maxUses: null, maxUsesPerClient: null }, { inAll: 900, byClient: 40 }, Infinity],
    ['one per client, unused', { maxUses: null, maxUsesPerClient: 1 }, { inAll: 900, byClient: 0 }, 1],
    ['one per client, used', { maxUses: null, maxUsesPerClient: 1 }, { inAll: 900, byClient: 1 }, 0],
    ['100 in all, 98 used', { maxUses: 100, maxUsesPerClient: null }, { inAll: 98, byClient: 0 }, 2],
    ['the smaller limit wins', { maxUses: 100, maxUsesPerClient: 3 }, { inAll: 99, byClient: 0 }, 1],
    ['never below 0', { maxUses: 10, maxUsesPerClient: 5 }, { inAll: 12, byClient: 7 }, 0],
  ] as const)('%s', (_, limits, used, left) => {
    expect(remainingVoucherUses(limits, used)).toBe(left);
  });

  it('a voucher with either limit has a use limit', () => {
    expect(hasUseLimit({ maxUses: null, maxUsesPerClient: null })).toBe(false);
    expect(hasUseLimit({ maxUses: 5, maxUsesPerClient: null })).toBe(true);
    expect(hasUseLimit({ maxUses: null, maxUsesPerClient: 1 })).toBe(true);
  });
});
