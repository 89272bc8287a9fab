import type { CreateOrderRequest } from '@shipdeck/domain/orders/orders.schema';
import { apiRequest } from '../../../shared/api/api-client.ts';

export type CreateOrderResponse = {
  orderReference: string;
  totalAmount: number;
  shipments: { reference: string; status: boolean; error_code?: string; message?: string }[];
};

/** Buys the shipments; the server prices them again and never reads a price from here. */
export const createOrder = (body: CreateOrderRequest) =>
  apiRequest<CreateOrderResponse>('/orders', { method: 'POST', body });
