import { randomUUID } from 'node:crypto';
import { CarrierFailureReason } from '@shipdeck/domain/carriers/carrier-failures';
import type { Service } from '@shipdeck/domain/carriers/carriers.schema';
import { placeOf } from '@shipdeck/domain/geo/postcode-directory';
import { parseContractServiceId } from '@shipdeck/domain/own-contracts/own-contracts.schema';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { renderPdf } from '../../../platform/workers/pdf-pool.ts';
import type {
  Booking,
  BookingCheck,
  BookingRequest,
  CancelRequest,
  CarrierOffer,
  CarrierProvider,
  ContractCarrier,
  ContractCredentials,
  DeliveryEstimateRequest,
  DropoffLookup,
  DropoffSearch,
  LabelRequest,
  LabelResult,
  LabelsDocument,
  OfferedService,
  Outcome,
  PickupBookingRequest,
  PickupCancelRequest,
  PickupChangeRequest,
  PickupDaysRequest,
  ReweighRequest,
  RoutePlace,
  RouteRequest,
  ServiceDescription,
  ServiceLookup,
  ServiceSearch,
  TrackingEntry,
  TrackRequest,
  WeightCorrectionReport,
  ZplLabelsDocument,
} from '../carrier-provider.ts';
import { labelDataFor, type SandboxLabelRendererOptions } from '../labels/sandbox-label-renderer.ts';
import { generateTrackingNumber } from '../labels/tracking-number.ts';
import { renderZplLabels } from '../labels/zpl-label.ts';
import { ALL_SERVICES, type CatalogueService, findService, ORIGIN_COUNTRIES } from './catalogue.ts';
import { planCollection } from './collection-dates.ts';
import {
  contractAccountOf,
  contractCarrierOf,
  contractFor,
  isOfferedById,
  isSandboxContract,
} from './contracts.ts';
import {
  dropoffPointById,
  generateDropoffPoints,
  parsePointId,
  pointTakesParcels,
} from './dropoff-points.ts';
import {
  isClosingDropoffPointId,
  isLabelFailureReference,
  isLostParcelPostcode,
  isServiceUnavailableOrigin,
} from './magic-values.ts';
import {
  deliveryEstimateOf,
  describeService,
  exclusionOf,
  isCarrierOffered,
  rateService,
  reweighOf,
  routeOf,
} from './rating.ts';
import { sandboxCarrierBookings } from './sandbox-carrier-bookings.tables.ts';
import {
  sandboxBookPickup,
  sandboxCancelPickup,
  sandboxChangePickup,
  sandboxIsPickupCollected,
  sandboxPickupDays,
} from './sandbox-pickups.ts';
import { compactPostcode } from './sandbox-text.ts';
import { trackingSoFar } from './tracking-timeline.ts';

const failure = (reason: CarrierFailureReason) => ({
  ok: false as const,
  problem: { kind: 'carrier-failure' as const, reason },
});
const notFound = { ok: false as const, problem: { kind: 'service-not-found' as const } };
const notOffered = { ok: false as const, problem: { kind: 'service-not-offered' as const } };

/**
 * A drop-off point at origin the carrier takes the parcels at: a service dropped off at origin, one of
 * its carrier's points listed near the sender's postcode, open, and able to hold every parcel.
 */
const isUsableOriginPoint = (options: {
  carrier: CatalogueService['carrier'];
  service: CatalogueService['service'];
  check: BookingCheck;
  pointId: string;
}) => {
  const { carrier, service, check, pointId } = options;
  if (service.atOrigin !== 'dropoff') return false;
  const point = dropoffPointById(carrier, pointId);
  const place = parsePointId(pointId);
  return (
    point !== null &&
    place?.country === check.from.country &&
    place.compact === compactPostcode(check.from.zip) &&
    !isClosingDropoffPointId(point.id) &&
    pointTakesParcels(point, service, check.packages)
  );
};

/** The built-in carrier network: deterministic, offline, with documented magic values (docs/sandbox.md). */
export type SandboxCarrierProviderOptions = { labels?: SandboxLabelRendererOptions };

export class SandboxCarrierProvider implements CarrierProvider {
  static readonly identifier = 'sandbox';
  readonly identifier = SandboxCarrierProvider.identifier;
  readonly #labelOptions: SandboxLabelRendererOptions;

  constructor(options: SandboxCarrierProviderOptions = {}) {
    this.#labelOptions = options.labels ?? {};
  }
  searchServices(search: ServiceSearch): Service[] {
    const route = routeOf(search.from, search.to);
    const wanted = search.serviceId ? parseContractServiceId(search.serviceId) : undefined;
    const candidates = wanted
      ? ALL_SERVICES.filter(({ service }) => service.id === wanted.serviceId)
      : ALL_SERVICES;
    const preferences = search.preferences;
    const services: Service[] = [];
    for (const { carrier, service } of candidates) {
      // Each service once as we sell it, and once more on the seller's own contract when they have one.
      const variants = [
        !wanted?.isOwnContract && isCarrierOffered(carrier, search.offer) ? [false] : [],
        wanted?.isOwnContract !== false && contractFor(search.offer, carrier.id, service.id) ? [true] : [],
      ].flat();
      for (const onContract of variants) {
        const rated = rateService({
          carrier,
          service,
          route,
          packages: search.packages,
          offer: search.offer,
          now: search.now,
          onContract,
          ...(search.collectionDate ? { collectionDate: search.collectionDate } : {}),
        });
        if (!rated) continue;
        rated.isThirdPartyPreference = Boolean(
          preferences && (preferences.serviceId === service.id || preferences.carrier === carrier.id),
        );
        services.push(rated);
      }
    }
    return services.sort(
      (a, b) =>
        Number(b.isThirdPartyPreference) - Number(a.isThirdPartyPreference) ||
        a.price.totalPrice - b.price.totalPrice ||
        a.transitHours - b.transitHours ||
        a.id.localeCompare(b.id),
    );
  }

  contractCarrier(carrierId: string): ContractCarrier | null {
    return contractCarrierOf(carrierId);
  }

  async verifyContract(check: { carrierId: string; credentials: ContractCredentials }): Promise<boolean> {
    return isSandboxContract(check.carrierId, check.credentials);
  }

  /** Whether the caller may use the service an id names: bought from us, or on their own contract. */
  #isOffered(found: CatalogueService, serviceId: string, offer: CarrierOffer) {
    return isOfferedById({
      id: serviceId,
      carrierId: found.carrier.id,
      offer,
      isCarrierOffered: isCarrierOffered(found.carrier, offer),
    });
  }

  offeredServices(offer: CarrierOffer): OfferedService[] {
    return ALL_SERVICES.filter(
      ({ service }) => this.describeService({ serviceId: service.id, offer }).ok,
    ).map(({ carrier, service }) => ({
      id: service.id,
      carrierName: carrier.name,
      name: service.name,
      category: service.category,
      atOrigin: service.atOrigin,
      delivery: service.delivery,
    }));
  }

  originCountries(): ReadonlySet<string> {
    return ORIGIN_COUNTRIES;
  }

  describeService(lookup: ServiceLookup): Outcome<ServiceDescription> {
    const found = findService(lookup.serviceId);
    if (!found) return notFound;
    if (!this.#isOffered(found, lookup.serviceId, lookup.offer))
      return failure(CarrierFailureReason.serviceNotAvailable);
    const onContract = parseContractServiceId(lookup.serviceId).isOwnContract;
    return { ok: true, value: describeService({ ...found, offer: lookup.offer, onContract }) };
  }

  /** The service as this caller may use it on this route, or why not. */
  #usable(request: RouteRequest): Outcome<CatalogueService> {
    const found = findService(request.serviceId);
    if (!found) return notFound;
    if (!this.#isOffered(found, request.serviceId, request.offer))
      return failure(CarrierFailureReason.serviceNotAvailable);
    const route = routeOf(request.from, request.to);
    if (exclusionOf({ ...found, route, packages: request.packages }) !== null) return notOffered;
    return { ok: true, value: found };
  }

  collectionDates(request: RouteRequest) {
    const usable = this.#usable(request);
    if (!usable.ok) return usable;
    const { carrier, service } = usable.value;
    const plan = planCollection({ carrier, service, from: request.from, now: request.now });
    const route = routeOf(request.from, request.to);
    const transitHours = service.transit[route.rateZone]?.hours ?? 0;
    const dates = plan.dates.map((day) => ({
      ...day,
      estimatedDeliveryDate: deliveryEstimateOf(route, day.date, transitHours),
    }));
    return {
      ok: true as const,
      value: { serviceId: service.id, isCollection: service.atOrigin === 'collection', ...plan, dates },
    };
  }

  estimateDelivery(request: DeliveryEstimateRequest): string | null {
    const found = findService(request.serviceId);
    if (!found) return null;
    const route = routeOf(request.from, request.to);
    const transit = found.service.transit[route.rateZone];
    if (!transit) return null;
    const collectionDate =
      request.collectionDate ??
      planCollection({ ...found, from: request.from, now: request.now, count: 1 }).dates[0]?.date;
    return deliveryEstimateOf(route, collectionDate, transit.hours);
  }

  checkBooking(check: BookingCheck): Outcome<true> {
    const usable = this.#usable(check);
    if (!usable.ok) return usable;
    const { carrier, service } = usable.value;
    if (isServiceUnavailableOrigin(check.from.zip)) return failure(CarrierFailureReason.serviceNotAvailable);
    if (check.dropoffPointId !== undefined) {
      const usesPoints = service.atOrigin === 'dropoff' || service.delivery === 'pickup-point';
      const point = usesPoints ? dropoffPointById(carrier, check.dropoffPointId) : null;
      // A parcel for the recipient's pick-up point crosses no border the route does not: a point in
      // another country (one chosen near a recipient who has since moved) is not the recipient's.
      const isAbroad = service.delivery === 'pickup-point' && point?.country !== check.to.country;
      if (
        !point ||
        isAbroad ||
        isClosingDropoffPointId(point.id) ||
        !pointTakesParcels(point, service, check.packages)
      )
        return failure(CarrierFailureReason.invalidDropoffPoint);
    }
    if (
      check.originPointId !== undefined &&
      !isUsableOriginPoint({ carrier, service, check, pointId: check.originPointId })
    )
      return failure(CarrierFailureReason.invalidOriginPoint);
    if (check.collectionDate !== undefined) {
      const plan = planCollection({ carrier, service, from: check.from, now: check.now });
      if (!plan.dates.some((day) => day.date === check.collectionDate))
        return failure(CarrierFailureReason.collectionDateMismatch);
    }
    return { ok: true, value: true };
  }

  #pointService(serviceId: string, offer: DropoffSearch['offer']): Outcome<CatalogueService> {
    const found = findService(serviceId);
    if (!found) return notFound;
    if (!this.#isOffered(found, serviceId, offer)) return failure(CarrierFailureReason.serviceNotAvailable);
    const usesPoints = found.service.atOrigin === 'dropoff' || found.service.delivery === 'pickup-point';
    if (!usesPoints) return notOffered;
    return { ok: true, value: found };
  }

  findDropoffPoints(search: DropoffSearch) {
    const usable = this.#pointService(search.serviceId, search.offer);
    if (!usable.ok) return usable;
    const { carrier, service } = usable.value;
    return {
      ok: true as const,
      value: generateDropoffPoints({
        carrier,
        service,
        country: search.country,
        zip: search.zip,
        packages: search.packages,
      }),
    };
  }

  getDropoffPoint(lookup: DropoffLookup) {
    const usable = this.#pointService(lookup.serviceId, lookup.offer);
    if (!usable.ok) return usable;
    return { ok: true as const, value: dropoffPointById(usable.value.carrier, lookup.pointId) };
  }

  async createLabel(request: LabelRequest): Promise<LabelResult> {
    const document = await this.createLabels([request], request.format);
    return { trackingNumbers: document.shipments[0]!.trackingNumbers, pdf: document.pdf };
  }

  #labelsOf(requests: readonly LabelRequest[]) {
    const perShipment = requests.map((request) => {
      if (isLabelFailureReference(request.reference, request.customReference))
        throw new Error(`Sandbox carrier refused to generate labels for ${request.reference}`);
      const found = findService(request.serviceId);
      if (!found) throw new Error(`Unknown sandbox service ${request.serviceId}`);
      return { reference: request.reference, labels: labelDataFor(request, found, this.#labelOptions) };
    });
    return {
      labels: perShipment.flatMap((shipment) => shipment.labels),
      shipments: perShipment.map((shipment) => ({
        reference: shipment.reference,
        trackingNumbers: shipment.labels.map((label) => label.trackingNumber),
      })),
    };
  }

  async createLabels(
    requests: readonly LabelRequest[],
    format: LabelRequest['format'],
  ): Promise<LabelsDocument> {
    const { labels, shipments } = this.#labelsOf(requests);
    return { shipments, pdf: await renderPdf({ kind: 'labels', input: { labels, format } }) };
  }

  async createZplLabels(requests: readonly LabelRequest[], dpi: 203 | 300): Promise<ZplLabelsDocument> {
    const { labels, shipments } = this.#labelsOf(requests);
    return { shipments, zpl: renderZplLabels(labels, { dpi }) };
  }

  async track(request: TrackRequest, options: { now: Date; timeScale: number }): Promise<TrackingEntry[]> {
    const found = findService(request.serviceId);
    const zone = found ? routeOf(request.from, request.to).rateZone : undefined;
    const transitHours = (zone && found?.service.transit[zone]?.hours) || 48;
    const cityOf = (place: RoutePlace) => placeOf(place.country, place.zip)?.city ?? place.zip;
    return trackingSoFar({
      reference: request.reference,
      originCity: cityOf(request.from),
      destinationCity: cityOf(request.to),
      transitHours,
      isLost: isLostParcelPostcode(request.to.zip),
      labelCreatedAt: request.labelCreatedAt,
      now: options.now,
      timeScale: options.timeScale,
    }).map((step) => ({
      at: step.at.toISOString(),
      state: step.state,
      event: step.event,
      location: step.location,
      description: step.description,
    }));
  }

  reweigh(request: ReweighRequest): WeightCorrectionReport | null {
    const found = findService(request.serviceId);
    if (!found) return null;
    return reweighOf({
      ...found,
      route: routeOf(request.from, request.to),
      parcels: request.parcels,
      onContract: parseContractServiceId(request.serviceId).isOwnContract,
    });
  }

  /** The ledger row of a booking the sandbox takes; throws the carrier's refusal. */
  #bookingOf(request: BookingRequest) {
    if (isLabelFailureReference(request.reference, request.customReference))
      throw new Error(`Sandbox carrier refused to book ${request.reference}`);
    const found = findService(request.serviceId);
    if (!found) throw new Error(`Unknown sandbox service ${request.serviceId}`);
    // A service on the seller's contract is booked on it: the carrier checks the credentials each time.
    const onContract = parseContractServiceId(request.serviceId).isOwnContract;
    if (
      onContract &&
      !(request.contract && isSandboxContract(found.carrier.id, request.contract.credentials))
    )
      throw new Error(`Sandbox carrier refused the contract for ${request.reference}`);
    const contractAccount =
      onContract && request.contract
        ? contractAccountOf(found.carrier.id, request.contract.credentials)
        : null;
    return {
      bookingReference: `SBK-${randomUUID()}`,
      idempotencyKey: request.idempotencyKey,
      shipmentReference: request.reference,
      serviceId: request.serviceId,
      contractAccount,
      // The same numbers the label renderer prints: derived from the carrier, reference and parcel.
      trackingNumbers: request.parcels.map((_, index) =>
        generateTrackingNumber({
          carrierId: found.carrier.id,
          reference: request.reference,
          parcelIndex: index + 1,
        }),
      ),
    };
  }

  async bookAll(db: Db, requests: readonly BookingRequest[]): Promise<PromiseSettledResult<Booking>[]> {
    const rows = requests.map((request) => {
      try {
        return { ok: true as const, row: this.#bookingOf(request) };
      } catch (error) {
        return { ok: false as const, error };
      }
    });
    const taken = rows.flatMap((row) => (row.ok ? [row.row] : []));
    // One ledger write for the batch; a key booked before keeps its first booking.
    const inserted =
      taken.length === 0
        ? []
        : await db
            .insert(sandboxCarrierBookings)
            .values(taken)
            .onConflictDoNothing({ target: sandboxCarrierBookings.idempotencyKey })
            .returning();
    const byKey = new Map(inserted.map((booking) => [booking.idempotencyKey, booking]));
    const earlier = taken.map((row) => row.idempotencyKey).filter((key) => !byKey.has(key));
    if (earlier.length > 0)
      for (const booking of await db
        .select()
        .from(sandboxCarrierBookings)
        .where(inArray(sandboxCarrierBookings.idempotencyKey, earlier)))
        byKey.set(booking.idempotencyKey, booking);
    return requests.map((request, index): PromiseSettledResult<Booking> => {
      const row = rows[index]!;
      if (!row.ok) return { status: 'rejected', reason: row.error };
      const booking = byKey.get(request.idempotencyKey);
      if (!booking)
        return {
          status: 'rejected',
          reason: new Error(`Sandbox carrier lost the booking of ${request.reference}`),
        };
      return {
        status: 'fulfilled',
        value: { bookingReference: booking.bookingReference, trackingNumbers: booking.trackingNumbers },
      };
    });
  }

  pickupDays(request: PickupDaysRequest) {
    return sandboxPickupDays(request);
  }

  bookPickup(db: Db, request: PickupBookingRequest) {
    return sandboxBookPickup(db, request);
  }

  changePickup(db: Db, request: PickupChangeRequest) {
    return sandboxChangePickup(db, request);
  }

  isPickupCollected(db: Db, request: { confirmationNumber: string; today: string }) {
    return sandboxIsPickupCollected(db, request);
  }

  cancelPickup(db: Db, request: PickupCancelRequest) {
    return sandboxCancelPickup(db, request);
  }

  async cancel(db: Db, request: CancelRequest): Promise<{ accepted: boolean }> {
    // Cancellation rules (not after collection) belong with shipments; the sandbox carrier accepts.
    await db
      .update(sandboxCarrierBookings)
      .set({ cancelledAt: new Date() })
      .where(
        and(
          eq(sandboxCarrierBookings.shipmentReference, request.reference),
          isNull(sandboxCarrierBookings.cancelledAt),
        ),
      );
    return { accepted: true };
  }
}

export const sandboxCarrierProvider = new SandboxCarrierProvider();
