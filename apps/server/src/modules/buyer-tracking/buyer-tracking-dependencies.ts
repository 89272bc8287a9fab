import type { AppConfig } from '../../config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import type { ShipmentRow } from '../shipments/index.ts';

/** The brand a buyer sees for a shipment: the seller's brand settings, else the name it ships under. */
export type BuyerBrandOf = (
  dependencies: { db: Db; config: Pick<AppConfig, 'PUBLIC_URL'> },
  input: { clientId: string; tenantId: string; row: ShipmentRow },
) => Promise<{ name: string; logoUrl: string | null }>;

/** What the tracking page uses of other modules, handed in by modules/index.ts so none imports it back. */
export type BuyerTrackingDependencies = { carriers: CarrierProvider; brandOf: BuyerBrandOf };
