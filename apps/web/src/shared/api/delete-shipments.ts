import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

export type DeleteShipmentsResult = {
  deleted: string[];
  failed: { reference: string; error_code: string; message: string }[];
};

export const deleteShipments = (references: string[]) =>
  apiRequest<DeleteShipmentsResult>('/shipments', { method: 'DELETE', body: { references } });

export const useDeleteShipments = () => useMutation({ mutationFn: deleteShipments });
