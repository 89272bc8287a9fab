import { CarrierMessage } from '@shipdeck/domain/carriers/carrier-failures';
import { routePlaceOf } from '@shipdeck/domain/geo/postcode-formats';
import { serviceSnapshotOf } from '@shipdeck/domain/shipments/rules/service-snapshot';
import type {
  ShipmentAddress,
  ShipmentInput,
  ShipmentParcel,
  ShipmentService,
} from '@shipdeck/domain/shipments/shipment.schema';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type {
  CarrierOffer,
  CarrierProvider,
  ServiceProblem,
} from '../../providers/carriers/carrier-provider.ts';
import { getCarrierOffer } from '../carriers/index.ts';
import { type PointWrite, pointWriteOf } from './point-choices.ts';

/** What a draft write stores: the client's fields, with its service and points as the server's snapshots. */
export type DraftWrite = Omit<ShipmentInput, 'service'> & { service?: ShipmentService | null } & PointWrite;

type DraftRoute = { from: ShipmentAddress; to: ShipmentAddress; parcels: readonly ShipmentParcel[] };

const choiceError = (problem: ServiceProblem) =>
  problem.kind === 'carrier-failure'
    ? new AppError({
        code: 'CarrierProductFailure',
        status: 422,
        messageKey: CarrierMessage[problem.reason],
        field: 'service',
        details: { reason: problem.reason },
      })
    : new AppError({
        code: 'ValueNotAllowedField',
        status: 422,
        messageKey: CarrierMessage.serviceNotFound,
        field: 'service',
      });

const searchOf = (route: DraftRoute) => {
  const from = routePlaceOf(route.from);
  const to = routePlaceOf(route.to);
  return from && to && route.parcels.length > 0
    ? {
        from,
        to,
        packages: route.parcels.map(({ weight, length, width, height }) => ({
          weight,
          length,
          width,
          height,
        })),
      }
    : null;
};

/**
 * The snapshot a draft keeps of the service chosen by id: the service as the carrier search lists
 * it for the draft's route and this caller, or, when the route is not complete yet or the service
 * does not serve it (the draft then shows its service problem), as the catalogue describes it.
 * Only the id is read from the client. An id the catalogue does not know, or a carrier this
 * caller may not use, is refused with 422.
 */
export const snapshotOfChosenService = (options: {
  carriers: CarrierProvider;
  serviceId: string;
  route: DraftRoute;
  offer: CarrierOffer;
  now: Date;
}): ShipmentService => {
  const { carriers, serviceId, route, offer, now } = options;
  const search = searchOf(route);
  const listed = search
    ? carriers.searchServices({ ...search, offer, now, serviceId }).find(({ id }) => id === serviceId)
    : undefined;
  if (listed) return serviceSnapshotOf(listed);
  const described = carriers.describeService({ serviceId, offer });
  if (!described.ok) throw choiceError(described.problem);
  return serviceSnapshotOf(described.value);
};

/**
 * A client's draft fields as the server stores them: a chosen service becomes the catalogue's
 * snapshot for the route the draft will have (`route`: the stored route with the input applied);
 * chosen points become snapshots, an origin point checked against that service and route
 * (`pointWriteOf`); no service and "no change" pass through. `stored`: the draft's service before
 * this write, none for a new draft.
 */
export const draftWriteOf = async (
  db: Db,
  options: {
    carriers: CarrierProvider;
    auth: AuthContext;
    input: ShipmentInput;
    route: DraftRoute;
    now: Date;
    stored?: { service: ShipmentService | null };
  },
): Promise<DraftWrite> => {
  const { carriers, auth, input, route, now, stored } = options;
  const { service, ...rest } = input;
  const touchesCarrier =
    service !== undefined || input.originDropoffPointId !== undefined || input.dropoffPointId !== undefined;
  if (!touchesCarrier) return rest;
  const offer = await getCarrierOffer(db, auth);
  const chosen = service
    ? snapshotOfChosenService({ carriers, serviceId: service.id, route, offer, now })
    : service;
  const effective = chosen === undefined ? (stored?.service ?? null) : chosen;
  const points = pointWriteOf({
    carriers,
    input,
    service: effective,
    isServiceChanged: chosen !== undefined && chosen?.id !== stored?.service?.id,
    route,
    offer,
  });
  return { ...rest, ...(chosen === undefined ? {} : { service: chosen }), ...points };
};
