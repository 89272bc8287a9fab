import { expect } from 'vitest';
import type { api } from '../pricing/pricing-fixtures.ts';

/** Two books of 20.00 EUR each, made in Spain: the customs invoice line of a parcel of books. */
export const twoBooks = {
  description: 'Books',
  quantity: 2,
  unitValue: 2000,
  weight: 1,
  originCountry: 'ES',
  hsCode: '490199',
};

/** Saves the customs invoice of a shipment holding two books, and answers the invoice's id. */
export const saveBooksCustomsInvoice = async (call: ReturnType<typeof api>, shipmentReference: string) => {
  const invoice = await call.post('/customs-invoices', { shipmentReference, items: [twoBooks] });
  expect(invoice.statusCode, invoice.body).toBe(201);
  return invoice.json().id as string;
};
