import type { OnboardingStep } from './route-table.ts';

export type OnboardingContext = {
  /** The tenant's subscription switch. */
  subscriptionsEnabled: boolean;
  /** The client's new-onboarding capability flag. */
  newOnboarding: boolean;
};

/** Where `/onboarding` sends the user. */
export const onboardingIndexStep = (context: OnboardingContext): OnboardingStep => {
  if (context.subscriptionsEnabled) return 'select-plan';
  if (context.newOnboarding) return 'platforms';
  return 'welcome';
};

/** Select-plan only exists when the tenant sells subscriptions. */
export const isOnboardingStepAvailable = (step: OnboardingStep, context: OnboardingContext): boolean =>
  step !== 'select-plan' || context.subscriptionsEnabled;

export const onboardingProgressSteps = (subscriptionsEnabled: boolean): OnboardingStep[] =>
  subscriptionsEnabled ? ['select-plan', 'platforms'] : ['platforms'];

/**
 * Progress bar value in percent: 100 on completed; otherwise (position + 1) / (steps + 1) of the
 * step in the list [select-plan, platforms] (or [platforms] without subscriptions); 0 when the
 * step is not in the list.
 */
export const onboardingProgress = (input: { step: string; subscriptionsEnabled: boolean }): number => {
  if (input.step === 'completed') return 100;
  const steps = onboardingProgressSteps(input.subscriptionsEnabled) as string[];
  const position = steps.indexOf(input.step);
  if (position === -1) return 0;
  return ((position + 1) / (steps.length + 1)) * 100;
};
