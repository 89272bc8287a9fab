import { warehouseRequestSchema } from '@shipdeck/domain/addresses/address.schema';
import { parcelRequestSchema } from '@shipdeck/domain/parcels/parcel.schema';
import type { Database } from '../../platform/db/database.ts';
import { createParcel, findParcels } from '../parcels/index.ts';
import { createWarehouse, findWarehouses } from '../warehouses/index.ts';

/** A demo seller starts with a default warehouse and the box sizes it uses most. */
export const seedDemoSettings = async (database: Database, clientId: string) => {
  const db = database.db;
  if ((await findWarehouses(db, { clientId })).length === 0) {
    await createWarehouse(db, {
      clientId,
      warehouse: warehouseRequestSchema.parse({
        alias: 'Madrid warehouse',
        firstName: 'Demo',
        lastName: 'Seller',
        company: 'Demo Shop',
        email: 'shop@example.com',
        phone: '+34911222333',
        street1: 'Calle de Alcalá 50',
        alpha2Code: 'ES',
        zipCode: '28014',
        city: 'Madrid',
        isDefault: true,
      }),
    });
  }
  if ((await findParcels(db, { clientId })).length === 0) {
    for (const parcel of [
      { name: 'Small box', length: 20, width: 15, height: 10, weight: 0.5, isDefault: true },
      { name: 'Shoebox', length: 33, width: 20, height: 12, weight: 1.2 },
      { name: 'Large box', length: 50, width: 40, height: 30, weight: 5 },
    ]) {
      await createParcel(db, { clientId, parcel: parcelRequestSchema.parse(parcel) });
    }
  }
};
