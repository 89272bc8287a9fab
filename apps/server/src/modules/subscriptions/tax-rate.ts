import { vatRateOf } from '@shipdeck/domain/geo/regions';
import type { Db } from '../../platform/db/database.ts';
import { getBillingClient } from '../billing-client/index.ts';

/** The country a plan is taxed in: the invoicing details' country, else the given one. */
export const taxCountryOf = async (db: Db, clientId: string, fallbackCountry: string) =>
  (await getBillingClient(db, clientId))?.country ?? fallbackCountry;

/** The VAT rate (percent) a client's plan is billed with. */
export const taxRateOf = async (db: Db, clientId: string, fallbackCountry: string) =>
  vatRateOf(await taxCountryOf(db, clientId, fallbackCountry));
