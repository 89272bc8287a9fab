import type { CarrierFailureReason } from '@shipdeck/domain/carriers/carrier-failures';
import type { CollectionDates, DropoffPoint, Service } from '@shipdeck/domain/carriers/carriers.schema';
import type { Package } from '@shipdeck/domain/parcels/parcel-rules';
import type { TrackingEvent } from '@shipdeck/domain/shipments/tracking-events';
import type { Db } from '../../platform/db/database.ts';

/**
 * The contract every carrier integration fulfils. The sandbox is the
 * first implementation; a real carrier adapter implements the same type. Providers know nothing
 * of HTTP: they return results and failures, and the carriers module maps them to responses.
 * Places carry canonical postcodes (already validated), packages kilograms and centimetres,
 * money integer minor units.
 */

export type RoutePlace = { country: string; zip: string };

/** What the tenant and the client let a caller see (the tenant's switches, the client's features). */
export type CarrierOffer = {
  /** `all` or the premium carrier ids offered (AvailablePremiumCarriers). */
  premiumCarriers: 'all' | readonly string[];
  excludedPremiumCarriers: readonly string[];
  /** CashOnDeliveryServices: the cash-on-delivery product is offered. */
  cashOnDelivery: boolean;
  /** ShowExclusivePrices: each service carries the subscriber price. */
  showExclusivePrices: boolean;
  /** SKIP_MANAGEMENT_FEE client feature: the management fee product costs nothing. */
  skipManagementFee: boolean;
  /** The user's print-in-store capability: without it no service offers print in store. */
  printInStore: boolean;
  /**
   * The seller's own carrier contracts the plan lets them use (OWN_CONTRACT): each selected service is
   * also offered on the contract, at the seller's contract price, under its own id.
   */
  ownContracts?: readonly OwnContractOffer[];
};

/** A seller's contract with a carrier as the offer carries it: which of the carrier's services run on it. */
export type OwnContractOffer = { contractId: string; carrierId: string; serviceIds: readonly string[] };

/** A contract's credentials, field by field as the carrier names them. Never logged. */
export type ContractCredentials = Readonly<Record<string, string>>;

/** A carrier that takes sellers' own contracts, with the services a seller can run on one. */
export type ContractCarrier = {
  id: string;
  name: string;
  logoId: string;
  services: { id: string; name: string }[];
};

export type ServiceSearch = {
  from: RoutePlace;
  to: RoutePlace;
  packages: readonly Package[];
  offer: CarrierOffer;
  now: Date;
  serviceId?: string;
  /** The collection day the seller chose: each service's delivery estimate counts from it. */
  collectionDate?: string;
  /** Services matching these (by id or carrier id) are flagged and listed first. */
  preferences?: { serviceId?: string; dropoffPointId?: string; carrier?: string };
};

export type RouteRequest = {
  serviceId: string;
  from: RoutePlace;
  to: RoutePlace;
  packages: readonly Package[];
  offer: CarrierOffer;
  now: Date;
};

/** One service as the catalogue describes it, apart from any route (nothing here is priced). */
export type ServiceDescription = Pick<
  Service,
  'id' | 'carrierId' | 'carrierName' | 'name' | 'serviceName' | 'logoId' | 'dropOff' | 'hasPrintInStore'
>;

export type ServiceLookup = { serviceId: string; offer: CarrierOffer };

/** Why a request about one service cannot be answered with data. */
export type ServiceProblem =
  | { kind: 'service-not-found' }
  /** The service exists but does not take these parcels on this route. */
  | { kind: 'service-not-offered' }
  | { kind: 'carrier-failure'; reason: CarrierFailureReason };

export type Outcome<T> = { ok: true; value: T } | { ok: false; problem: ServiceProblem };

export type DropoffSearch = {
  serviceId: string;
  country: string;
  zip: string;
  city?: string;
  packages?: readonly Package[];
  offer: CarrierOffer;
};

export type DropoffLookup = {
  serviceId: string;
  pointId: string;
  country: string;
  zip: string;
  offer: CarrierOffer;
};

/** A service's delivery estimate: from the chosen collection date, else the first one from `now`. */
export type DeliveryEstimateRequest = {
  serviceId: string;
  from: RoutePlace;
  to: RoutePlace;
  collectionDate?: string | null;
  now: Date;
};

/** Checked before an order is placed; a refusal is a `CarrierProductFailure` with its reason. */
export type BookingCheck = RouteRequest & {
  collectionDate?: string;
  dropoffPointId?: string;
  /** The point the seller hands the parcel in at: one of the service's near the sender that takes the parcels. */
  originPointId?: string;
};

export type LabelParty = {
  name: string;
  company?: string;
  street1: string;
  street2?: string;
  zipCode: string;
  city: string;
  /** The state or province, by its code where the country has a list (`CA`, `MI`). */
  state?: string;
  country: string;
  phone?: string;
  email?: string;
};

/** A carrier's pick-up point, locker or post office, as a label and a booking name it. */
export type LabelPoint = {
  /** The carrier's own id of the point; the carrier routes the parcel by it. */
  id: string;
  type: DropoffPoint['type'];
  name: string;
  street1: string;
  zipCode: string;
  city: string;
  country: string;
};

export type LabelRequest = {
  serviceId: string;
  /** The shipment reference; tracking numbers derive from it. */
  reference: string;
  customReference?: string;
  sender: LabelParty;
  /**
   * Home delivery: the recipient at their address. Delivery to `deliveryPoint`: only the person the
   * carrier notifies (name, phone, e-mail, with their country and postcode); their street is not
   * sent, so it cannot end up on a label stuck to a parcel waiting in a shop.
   */
  recipient: LabelParty;
  /** A pick-up point or locker the carrier delivers to instead of the recipient's door. */
  deliveryPoint?: LabelPoint;
  /** Where the seller hands the parcel in, for services dropped off at origin. */
  originPoint?: LabelPoint;
  parcels: readonly Package[];
  format: 'A4' | '4x6' | 'COMBINED_A4';
  /** The day the parcel leaves (`YYYY-MM-DD`): its collection date; else today on the sender's clock. */
  shipDate?: string;
  estimatedDeliveryDate?: string | null;
  /**
   * The goods declared on the shipment's customs invoice, for a parcel that crosses a customs
   * border: a post prints the CN22 or the CN23 from them.
   */
  customsDeclaration?: DeclaredGoods;
};

/** What a customs invoice declares, in sum. */
export type DeclaredGoods = {
  /** In euro cents. */
  totalValue: number;
  /** Net weight, in kilograms. */
  netWeightKg: number;
};

export type BookingRequest = LabelRequest & {
  /** The caller's key for this booking: asking again with it answers the first booking and books nothing. */
  idempotencyKey: string;
  /** A service on the seller's own contract is booked on that contract, with its credentials. */
  contract?: { contractId: string; credentials: ContractCredentials };
};

/** A shipment booked with the carrier: the carrier's own reference and one tracking number per parcel. */
export type Booking = { bookingReference: string; trackingNumbers: string[] };

export type LabelResult = {
  trackingNumbers: string[];
  pdf: Uint8Array;
};

export type TrackingEntry = {
  at: string;
  state: string;
  /** The carrier's status mapped onto our codes; null when it maps to none. */
  event: TrackingEvent | null;
  location: string;
  description: string;
};
export type TrackRequest = {
  reference: string;
  serviceId: string;
  from: RoutePlace;
  to: RoutePlace;
  /** When the carrier received the shipment data (the label was created). */
  labelCreatedAt: Date;
};
/** A shipment the carrier has collected, as its scales and tapes see it: declared parcels on a service and route. */
export type ReweighRequest = {
  serviceId: string;
  from: RoutePlace;
  to: RoutePlace;
  parcels: readonly Package[];
};
/** The carrier's weight correction of a shipment: kilograms declared and measured (all parcels), the extra cost before tax. */
export type WeightCorrectionReport = {
  carrierId: string;
  declaredKg: number;
  measuredKg: number;
  extraCost: number;
};
export type ZplLabelsDocument = {
  shipments: { reference: string; trackingNumbers: string[] }[];
  zpl: string;
};

export type LabelsDocument = {
  /** Tracking numbers per shipment, in request order, one per parcel. */
  shipments: { reference: string; trackingNumbers: string[] }[];
  pdf: Uint8Array;
};

export type CancelRequest = {
  serviceId: string;
  reference: string;
  trackingNumbers: readonly string[];
  reason: string;
};

/** Which days a shipment's service collects at its origin, from `now`. */
export type PickupDaysRequest = { serviceId: string; from: RoutePlace; now: Date };

export type PickupDaysPlan = {
  carrierId: string;
  carrierName: string;
  /** `HH:MM` at the origin: after it today is no longer a collection day. */
  cutoffTime: string;
  timeZone: string;
  days: { date: string; from: string; to: string }[];
};

/** When and how much a carrier collects: a day it offered, a window inside its hours. */
export type PickupSlotRequest = { date: string; windowFrom: string; windowTo: string; parcelCount: number };

export type PickupBookingRequest = PickupSlotRequest & {
  /** The caller's key for this collection: asking again with it answers the first booking and books nothing. */
  idempotencyKey: string;
  carrierId: string;
  /** Where the driver calls. */
  address: LabelParty;
  shipmentReferences: readonly string[];
  /** Shipments bought on the seller's own contract are collected on that contract, with its credentials. */
  contract?: BookingRequest['contract'];
};

/**
 * A booked collection, named by the carrier's confirmation number. One booked on the seller's contract
 * is changed and cancelled on that contract too, with its credentials.
 */
type BookedPickupRequest = { confirmationNumber: string; contract?: BookingRequest['contract'] };
export type PickupChangeRequest = PickupSlotRequest & BookedPickupRequest;
export type PickupCancelRequest = BookedPickupRequest;

/** A collection booked with the carrier: its confirmation number. */
export type PickupConfirmation = { confirmationNumber: string };

/** A service as a list of choices names it: its carrier, and how it carries (speed, origin, delivery). */
export type OfferedService = {
  id: string;
  carrierName: string;
  name: string;
  category: 'express' | 'standard' | 'economy';
  atOrigin: 'collection' | 'dropoff';
  delivery: 'door' | 'pickup-point';
};

export type CarrierProvider = {
  /** Stable id of the implementation (`sandbox`), stored with what it produced. */
  readonly identifier: string;
  /** Every service this caller may use on some route (the choices of a shipping rule's service). */
  offeredServices(offer: CarrierOffer): OfferedService[];
  /** The countries some service collects from or takes drop-offs in: where a shipment can start. */
  originCountries(): ReadonlySet<string>;
  /** A carrier as it takes own contracts, with the services a seller can run on one; null when it takes none. */
  contractCarrier(carrierId: string): ContractCarrier | null;
  /**
   * Asks the carrier whether credentials open a contract with it (sandbox: docs/sandbox.md). False is
   * the carrier's "contract not valid"; a carrier that cannot be reached rejects.
   */
  verifyContract(check: { carrierId: string; credentials: ContractCredentials }): Promise<boolean>;
  /** Services for a route and parcels, sorted by total price. */
  searchServices(search: ServiceSearch): Service[];
  /**
   * One service of the catalogue by id, as this caller may use it, whatever the route: for a draft
   * that names its service before its route is known. Not found when the catalogue has no such id;
   * a carrier failure (service not available) when the caller's offer does not include its carrier.
   */
  describeService(lookup: ServiceLookup): Outcome<ServiceDescription>;
  /** Collection (or drop-off hand-over) days for one service from `now`. */
  collectionDates(request: RouteRequest): Outcome<CollectionDates>;
  /**
   * The day the carrier expects to deliver (`YYYY-MM-DD`), counted by `estimateDeliveryDate`;
   * null when the service is unknown or has no transit time on the route.
   */
  estimateDelivery(request: DeliveryEstimateRequest): string | null;
  /** Confirms the service, its collection date and its drop-off points (at origin and destination) before ordering. */
  checkBooking(check: BookingCheck): Outcome<true>;
  /** Pick-up or drop-off points of the service's carrier near a postcode, nearest first. */
  findDropoffPoints(search: DropoffSearch): Outcome<DropoffPoint[]>;
  getDropoffPoint(lookup: DropoffLookup): Outcome<DropoffPoint | null>;
  /**
   * Books purchased shipments, as a carrier's batch booking takes them: the carrier takes each on and
   * allocates its tracking numbers. Answers each request's booking or refusal, in the order asked.
   * Idempotent by `idempotencyKey`: a request repeated after a lost answer or a crash gets the first
   * booking back, so a shipment is never booked (and paid for at the carrier) twice. A refusal (sandbox:
   * `isLabelFailureReference`) refuses that request only. `db` is where the sandbox keeps its ledger, as a
   * real carrier keeps bookings on its side.
   */
  bookAll(db: Db, requests: readonly BookingRequest[]): Promise<PromiseSettledResult<Booking>[]>;
  /**
   * Renders the labels of a booked shipment, one per parcel, with its tracking numbers. Rejects like
   * `book` when the carrier refuses.
   */
  createLabel(request: LabelRequest): Promise<LabelResult>;
  /**
   * One document with the labels of several shipments (combined A4 sheets, or one label a page),
   * for printing many at once. Rejects like `createLabel` when any shipment is refused.
   */
  createLabels(requests: readonly LabelRequest[], format: LabelRequest['format']): Promise<LabelsDocument>;
  /** The same labels in ZPL II for a thermal printer (4×6 inches, 203 or 300 dpi), one per parcel. */
  createZplLabels(requests: readonly LabelRequest[], dpi: 203 | 300): Promise<ZplLabelsDocument>;
  /**
   * What the carrier reports of a shipment so far, oldest first. `timeScale` speeds up sandbox time
   * (SANDBOX_TIME_SCALE); a real carrier ignores it.
   */
  track(request: TrackRequest, options: { now: Date; timeScale: number }): Promise<TrackingEntry[]>;
  /**
   * The carrier's weight correction of a collected shipment: what it bills over the declared weight
   * once weighed and measured at its hub; null when it bills the declared weight. The same shipment
   * always gets the same answer, so asking twice reports one correction.
   */
  reweigh(request: ReweighRequest): WeightCorrectionReport | null;
  /**
   * Asks the carrier to cancel what is booked for the shipment `reference`; refused once the parcel has
   * been collected. Cancelling again, or a shipment never booked, is accepted and changes nothing.
   */
  cancel(db: Db, request: CancelRequest): Promise<{ accepted: boolean }>;
  /**
   * The days a collection service picks parcels up at an origin from `now`, with its hours and
   * cut-off; `service-not-offered` when the service is handed in at a drop-off point instead.
   */
  pickupDays(request: PickupDaysRequest): Outcome<PickupDaysPlan>;
  /**
   * Books a collection; idempotent by `idempotencyKey` (a repeated request gets the first
   * confirmation back). Rejects when the carrier refuses.
   */
  bookPickup(db: Db, request: PickupBookingRequest): Promise<PickupConfirmation>;
  /** Moves a booked collection to another day, window or parcel count; the confirmation number stays. */
  changePickup(db: Db, request: PickupChangeRequest): Promise<PickupConfirmation>;
  /**
   * Whether the carrier confirms it came for a collection: asked once its day is over by `today`
   * (`YYYY-MM-DD` on the origin's calendar). A collection it never came for, or an unknown one, is false.
   */
  isPickupCollected(db: Db, request: { confirmationNumber: string; today: string }): Promise<boolean>;
  /** Cancels a collection; cancelling again changes nothing. */
  cancelPickup(db: Db, request: PickupCancelRequest): Promise<{ accepted: boolean }>;
};
