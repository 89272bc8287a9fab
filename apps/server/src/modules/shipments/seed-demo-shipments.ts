import type { Database } from '../../platform/db/database.ts';
import { findUserForLogin } from '../users/index.ts';
import { seedDemoSettings } from './seed-demo-settings.ts';
import { generateShipmentRows, insertShipmentsBulk } from './seed-shipments.ts';
import { shipmentsRepository } from './shipments.repository.ts';

export const DEMO_SHIPMENT_COUNT = 320;

/** Gives the demo account a working seller's mix of shipments and settings, once (a later start finds them there). */
export const seedDemoShipments = async (database: Database, account: { tenantId: string; email: string }) => {
  const user = await findUserForLogin(database.db, account);
  if (!user) return 0;
  await seedDemoSettings(database, user.clientId);
  if (await shipmentsRepository.hasAny(database.db, user.clientId)) return 0;
  const rows = generateShipmentRows({ clientId: user.clientId, count: DEMO_SHIPMENT_COUNT, seed: 2026 });
  await insertShipmentsBulk(database, rows);
  return rows.length;
};
