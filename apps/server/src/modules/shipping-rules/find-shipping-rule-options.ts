import type { UiLanguage } from '@shipdeck/domain/geo/postal-zones';
import { SHIPMENT_SOURCES } from '@shipdeck/domain/shipments/sources';
import type { ShippingRuleOptions } from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import type { Db } from '../../platform/db/database.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { getCarrierOffer } from '../carriers/index.ts';
import { findDestinations } from '../geo/index.ts';
import { findParcels } from '../parcels/index.ts';
import { findWarehouses } from '../warehouses/index.ts';

/**
 * The choices of each option source of the rule form: the services this client may use
 * (carrier plus service name; tags: category, collection or drop-off, door or pick-up point), the
 * destinations in the caller's language, the sources, the client's warehouses by alias and its saved
 * parcels (name; weight in kg and sides in cm).
 */
export const findShippingRuleOptions = async (
  db: Db,
  input: { carriers: CarrierProvider; auth: AuthContext; language: UiLanguage },
): Promise<ShippingRuleOptions> => {
  const { carriers, auth, language } = input;
  const offer = await getCarrierOffer(db, auth);
  const services = carriers.offeredServices(offer).map((service) => ({
    value: service.id,
    label: `${service.carrierName} ${service.name}`,
    tags: [service.category, service.atOrigin, service.delivery],
  }));
  const warehouses = await findWarehouses(db, { clientId: auth.clientId });
  const parcels = await findParcels(db, { clientId: auth.clientId });
  return {
    services,
    destinations: findDestinations(language).map((zone) => ({ value: zone.id, label: zone.name })),
    sources: Object.entries(SHIPMENT_SOURCES).map(([code, name]) => ({ value: code, label: name })),
    warehouses: warehouses.map((warehouse) => ({ value: warehouse.id, label: warehouse.alias })),
    parcels: parcels.map((parcel) => ({
      value: parcel.id,
      label: parcel.name,
      sublabel: `${parcel.weight} kg · ${parcel.length} × ${parcel.width} × ${parcel.height} cm`,
    })),
  };
};
