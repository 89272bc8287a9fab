import type { InitResponse } from '@shipdeck/domain/client/init.schema';
import type { PrintFormat } from '@shipdeck/domain/shipments/post-sale.schema';
import type { User } from '@shipdeck/domain/user/user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { initKeys } from '../../../shared/session/get-init.ts';

export const updatePrintFormat = (defaultPrintFormat: PrintFormat) =>
  apiRequest<User>('/user/print-format', { method: 'PUT', body: { defaultPrintFormat } });

/** Saves the user's default print format; the session's user is updated so every dialog starts on it. */
export const useUpdatePrintFormat = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrintFormat,
    onSuccess: (user) =>
      queryClient.setQueryData<InitResponse>(initKeys.all, (init) => (init ? { ...init, user } : init)),
  });
};
