import type { Db } from '../../platform/db/database.ts';
import { findAddresses, isClientAddress } from '../address-book/index.ts';
import { warehouseBook } from './warehouse-book.ts';

/** The client's warehouses, oldest first (a stable order for the sender tab and the pickers). */
export const findWarehouses = (db: Db, input: { clientId: string }) =>
  findAddresses(db, { kind: warehouseBook, clientId: input.clientId });

/** Whether the warehouse exists and is this client's: a shipment may only name its own sender. */
export const isClientWarehouse = (db: Db, input: { clientId: string; id: string }) =>
  isClientAddress(db, { kind: warehouseBook, ...input });
