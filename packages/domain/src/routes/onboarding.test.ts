import { describe, expect, it } from 'vitest';
import { isOnboardingStepAvailable, onboardingIndexStep, onboardingProgress } from './onboarding.ts';

describe('onboarding index', () => {
  it.each([
    [true, true, 'select-plan'],
    [true, false, 'select-plan'],
    [false, true, 'platforms'],
    [false, false, 'welcome'],
  ] as const)('subscriptions %s, new onboarding %s → %s', (subscriptionsEnabled, newOnboarding, expected) => {
    expect(onboardingIndexStep({ subscriptionsEnabled, newOnboarding })).toBe(expected);
  });

  it('offers select-plan only when the tenant sells subscriptions', () => {
    expect(
      isOnboardingStepAvailable('select-plan', { subscriptionsEnabled: false, newOnboarding: true }),
    ).toBe(false);
    expect(
      isOnboardingStepAvailable('select-plan', { subscriptionsEnabled: true, newOnboarding: false }),
    ).toBe(true);
    expect(isOnboardingStepAvailable('welcome', { subscriptionsEnabled: false, newOnboarding: false })).toBe(
      true,
    );
  });
});

describe('onboarding progress bar', () => {
  it.each([
    ['completed', true, 100],
    ['completed', false, 100],
    ['select-plan', true, (1 / 3) * 100],
    ['platforms', true, (2 / 3) * 100],
    ['platforms', false, 50],
    ['select-plan', false, 0],
    ['welcome', true, 0],
    ['welcome', false, 0],
    ['somewhere-else', true, 0],
  ] as const)('%s with subscriptions %s → %d%%', (step, subscriptionsEnabled, expected) => {
    expect(onboardingProgress({ step, subscriptionsEnabled })).toBeCloseTo(expected);
  });
});
