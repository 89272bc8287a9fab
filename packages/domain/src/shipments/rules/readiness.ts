import { addressFormatOf } from '../../addresses/address-format.ts';
import { addressProblemsOf } from '../../addresses/draft-address.schema.ts';
import { isPostcodeGiven } from '../../geo/postcode-formats.ts';
import type { ShipmentAddress, ShipmentInput, ShipmentService } from '../shipment.schema.ts';
import type { ShipmentState } from '../shipment-states.ts';

const ADDRESS_REQUIRED: (keyof ShipmentAddress)[] = [
  'firstName',
  'lastName',
  'phone',
  'street1',
  'alpha2Code',
  'city',
];

const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * The first required field of a sender or recipient that is empty, or null when none is: the street
 * unless a pick-up point is the destination, the postcode unless the country has none, the state where
 * carriers need it.
 */
const firstEmptyAddressField = (
  address: ShipmentAddress | undefined,
  options: { needsStreet: boolean },
): string | null => {
  const field = ADDRESS_REQUIRED.find(
    (required) => !(required === 'street1' && !options.needsStreet) && !isFilled(address?.[required]),
  );
  if (field) return field;
  if (!isPostcodeGiven(address?.alpha2Code, address?.zipCode)) return 'zipCode';
  if (addressFormatOf(address?.alpha2Code).isStateRequired && !isFilled(address?.state)) return 'state';
  return null;
};

/** Every required field is there (`firstEmptyAddressField`). */
export const isAddressComplete = (address: ShipmentAddress | undefined, options: { needsStreet: boolean }) =>
  Boolean(address) && firstEmptyAddressField(address, options) === null;

/**
 * `addressesChecked`: the caller has just found no problem in these very address objects
 * (`addressProblemsOf`), as a new draft's row does before its state, so they are not checked twice.
 */
type ReadinessOptions = { addressesChecked?: boolean };

/** Complete, and every value passes the address rules (one stored under older rules may not). */
const isAddressReady = (
  address: ShipmentAddress | undefined,
  options: { needsStreet: boolean },
  { addressesChecked }: ReadinessOptions,
) =>
  isAddressComplete(address, options) &&
  (addressesChecked === true || addressProblemsOf(address).length === 0);

export type Draft = Pick<ShipmentInput, 'from' | 'to' | 'parcels' | 'content' | 'dropoffPointId'> & {
  /** The service as the server stores it (its snapshot), not as a client names it. */
  service?: ShipmentService | null;
  /** Why the chosen service cannot carry these parcels on this route (a message key), if it cannot. */
  serviceProblem?: string | null;
};

/** What a draft still lacks before it can be bought: addresses, parcels and a service. */
export const missingForPurchase = (draft: Draft, options: ReadinessOptions = {}): string[] => {
  const missing: string[] = [];
  if (!isAddressReady(draft.from, { needsStreet: true }, options)) missing.push('from');
  // The recipient street is needed only when the parcel is not delivered to a pick-up point.
  const deliversToPoint = draft.service?.dropOffDestination ?? false;
  if (!isAddressReady(draft.to, { needsStreet: !deliversToPoint }, options)) missing.push('to');
  if (!draft.parcels || draft.parcels.length === 0) missing.push('parcels');
  if (!draft.service) missing.push('service');
  // A service chosen for another route or other parcels cannot be bought: the seller chooses again.
  else if (draft.serviceProblem) missing.push('serviceRoute');
  if (deliversToPoint && !draft.dropoffPointId) missing.push('dropoffPointId');
  if (!isFilled(draft.content?.description) || !draft.content?.value) missing.push('content');
  return missing;
};

/** The first field of a sender or recipient that keeps it from being ready: empty, or refused by the rules. */
const missingAddressField = (address: ShipmentAddress | undefined, options: { needsStreet: boolean }) =>
  firstEmptyAddressField(address, options) ??
  (address ? (addressProblemsOf(address)[0]?.field ?? null) : null);

/**
 * The first field a draft lacks before it can be bought, as the path a client writes it at (`to.state`,
 * `content.value`), so an order refusing a draft that is not ready names what to fill in; null when the
 * draft lacks nothing a field holds. Follows `missingForPurchase`.
 */
export const firstMissingFieldOf = (draft: Draft): string | null => {
  const deliversToPoint = draft.service?.dropOffDestination ?? false;
  const sides = [
    ['from', draft.from, { needsStreet: true }],
    ['to', draft.to, { needsStreet: !deliversToPoint }],
  ] as const;
  for (const [side, address, options] of sides) {
    const field = missingAddressField(address, options);
    if (field) return `${side}.${field}`;
  }
  if (!draft.parcels || draft.parcels.length === 0) return 'parcels';
  if (!draft.service || draft.serviceProblem) return 'service';
  if (deliversToPoint && !draft.dropoffPointId) return 'dropoffPointId';
  if (!isFilled(draft.content?.description)) return 'content.description';
  if (!draft.content?.value) return 'content.value';
  return null;
};

/** A draft is ready to purchase when nothing is missing, otherwise it awaits completion. */
export const draftStateOf = (
  draft: Draft,
  options: ReadinessOptions = {},
): Extract<ShipmentState, 'AWAITING_COMPLETION' | 'READY_TO_PURCHASE'> =>
  missingForPurchase(draft, options).length === 0 ? 'READY_TO_PURCHASE' : 'AWAITING_COMPLETION';
