import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { type AddressKind, type AddressOfKind, addressKinds } from '../address-kinds.ts';
import type { AddressBody } from './create-address.ts';

/** PUT /warehouses/:id or /recipients/:id: replaces a saved address. */
export const updateAddress = <Kind extends AddressKind>({
  kind,
  id,
  body,
}: {
  kind: Kind;
  id: string;
  body: AddressBody;
}) =>
  apiRequest<AddressOfKind<Kind>>(`${addressKinds[kind].path}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });

export const useUpdateAddress = <Kind extends AddressKind>(kind: Kind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AddressBody }) => updateAddress({ kind, id, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKinds[kind].queryKey }),
  });
};
