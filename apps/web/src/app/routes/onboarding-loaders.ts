import { isOnboardingStepAvailable, onboardingIndexStep } from '@shipdeck/domain/routes/onboarding';
import type { OnboardingStep } from '@shipdeck/domain/routes/route-table';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { privatePaths } from '../../shared/paths.ts';
import { initQueryOptions } from '../../shared/session/get-init.ts';

const onboardingContext = async (queryClient: QueryClient) => {
  const init = await queryClient.ensureQueryData(initQueryOptions());
  return {
    prefix: init.tenant.privatePrefix,
    context: {
      subscriptionsEnabled: init.tenant.switches.subscriptions,
      newOnboarding: init.capabilities.newOnboarding,
    },
  };
};

/** `/onboarding` goes to its first step. */
export const onboardingIndexLoader = (queryClient: QueryClient) => async () => {
  const { prefix, context } = await onboardingContext(queryClient);
  return redirect(privatePaths(prefix).onboarding(onboardingIndexStep(context)));
};

/** Select-plan exists only when the tenant sells subscriptions. */
export const onboardingStepLoader =
  (queryClient: QueryClient, step: OnboardingStep) => async (_args: LoaderFunctionArgs) => {
    const { prefix, context } = await onboardingContext(queryClient);
    if (isOnboardingStepAvailable(step, context)) return null;
    return redirect(privatePaths(prefix).onboarding(onboardingIndexStep(context)));
  };
