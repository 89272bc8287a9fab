import type { OnboardingRequest } from '@shipdeck/domain/onboarding/onboarding.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

export const updateClientOnboarding = (answers: OnboardingRequest) =>
  apiRequest<void>('/client/onboarding', { method: 'PUT', body: answers });

export const useUpdateClientOnboarding = () => useMutation({ mutationFn: updateClientOnboarding });
