import { parseContractServiceId } from '@shipdeck/domain/own-contracts/own-contracts.schema';
import { bpost } from './carriers/bpost.ts';
import { brt } from './carriers/brt.ts';
import { chronopost } from './carriers/chronopost.ts';
import { colissimo } from './carriers/colissimo.ts';
import { correos } from './carriers/correos.ts';
import { correosExpress } from './carriers/correos-express.ts';
import { dhl } from './carriers/dhl.ts';
import { dpd } from './carriers/dpd.ts';
import { gls } from './carriers/gls.ts';
import { inpost } from './carriers/inpost.ts';
import { mondialRelay } from './carriers/mondial-relay.ts';
import { posteItaliane } from './carriers/poste-italiane.ts';
import { postnl } from './carriers/postnl.ts';
import { royalMail } from './carriers/royal-mail.ts';
import { seur } from './carriers/seur.ts';
import { ups } from './carriers/ups.ts';
import { type CarrierDefinition, parseCatalogue, type ServiceDefinition } from './catalogue.schema.ts';

/** The sandbox carriers, validated when this module loads (i.e. when the server starts). */
export const SANDBOX_CARRIERS: readonly CarrierDefinition[] = parseCatalogue([
  ups,
  dhl,
  gls,
  dpd,
  seur,
  correos,
  correosExpress,
  chronopost,
  colissimo,
  brt,
  posteItaliane,
  bpost,
  inpost,
  mondialRelay,
  postnl,
  royalMail,
]);

export type CatalogueService = { carrier: CarrierDefinition; service: ServiceDefinition };

const SERVICES_BY_ID = new Map<string, CatalogueService>(
  SANDBOX_CARRIERS.flatMap((carrier) =>
    carrier.services.map((service) => [service.id, { carrier, service }] as const),
  ),
);
const CARRIERS_BY_ID = new Map(SANDBOX_CARRIERS.map((carrier) => [carrier.id, carrier]));

export const ALL_SERVICES: readonly CatalogueService[] = [...SERVICES_BY_ID.values()];

/** A service by id; an own-contract id names the same carrier service (the contract changes who pays). */
export const findService = (serviceId: string) =>
  SERVICES_BY_ID.get(parseContractServiceId(serviceId).serviceId);
export const findCarrier = (carrierId: string) => CARRIERS_BY_ID.get(carrierId);

/** Every country some sandbox service picks up from. */
export const ORIGIN_COUNTRIES: ReadonlySet<string> = new Set(
  ALL_SERVICES.flatMap(({ service }) => service.origins),
);
