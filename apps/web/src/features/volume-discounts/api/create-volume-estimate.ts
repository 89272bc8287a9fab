import type {
  VolumeDiscounts,
  VolumeEstimateRequest,
} from '@shipdeck/domain/volume-discounts/volume-discounts.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { volumeDiscountKeys } from './volume-discount-keys.ts';

export const createVolumeEstimate = (estimate: VolumeEstimateRequest) =>
  apiRequest<VolumeDiscounts>('/volume-discounts/estimate', { method: 'POST', body: estimate });

export const useCreateVolumeEstimate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVolumeEstimate,
    onSuccess: (answer) => queryClient.setQueryData(volumeDiscountKeys.all, answer),
  });
};
