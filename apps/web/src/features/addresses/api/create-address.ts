import type { RecipientValues, WarehouseValues } from '@shipdeck/domain/addresses/address.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { type AddressKind, type AddressOfKind, addressKinds } from '../address-kinds.ts';

export type AddressBody = RecipientValues | WarehouseValues;

/** POST /warehouses or /recipients: a new saved address of the kind. */
export const createAddress = <Kind extends AddressKind>({ kind, body }: { kind: Kind; body: AddressBody }) =>
  apiRequest<AddressOfKind<Kind>>(addressKinds[kind].path, { method: 'POST', body });

export const useCreateAddress = <Kind extends AddressKind>(kind: Kind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressBody) => createAddress({ kind, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKinds[kind].queryKey }),
  });
};
