/**
 * Documented inputs that make the sandbox carriers take their error paths, so tests
 * and people trying the product can reach each one. Listed in docs/sandbox.md.
 */
import { compactPostcode } from './sandbox-text.ts';

/** A destination postcode ending in 9999 (`29999`, `9999`, `99-999`), or a British one ending in 9ZZ: no service goes there. */
export const isUnreachablePostcode = (postcode: string) => /(9999|9ZZ)$/.test(compactPostcode(postcode));

/** A destination postcode ending in 404 (`75404`, `28404`): the carrier loses the parcel after its hub scan; it never moves again. */
export const isLostParcelPostcode = (postcode: string) => /404$/.test(compactPostcode(postcode));

/** A sender postcode ending in 666: every service is listed, but booking one is refused as "not available for this user". */
export const isServiceUnavailableOrigin = (postcode: string) => /666$/.test(compactPostcode(postcode));

/** Drop-off points searched near a postcode ending in 13 include one more, with id ending `-99`, that the carrier rejects at booking. */
export const hasClosingDropoffPoint = (postcode: string) => /13$/.test(compactPostcode(postcode));
export const CLOSING_POINT_INDEX = 99;
export const isClosingDropoffPointId = (pointId: string) => pointId.endsWith(`-${CLOSING_POINT_INDEX}`);

/** Text that makes label generation fail: put it in the shipment's custom reference (order id) or reference. */
export const LABEL_FAILURE_MARKER = 'LABEL-FAIL';

/**
 * For the label renderer: whether generating labels for a shipment must fail. Pass the
 * shipment reference and the custom reference; matching is case-insensitive.
 */
export const isLabelFailureReference = (...references: (string | null | undefined)[]) =>
  references.some((reference) => reference?.toUpperCase().includes(LABEL_FAILURE_MARKER) ?? false);

/**
 * The own contract test credentials: a contract opens when every required field is filled and the
 * carrier's password-like field (password, or Poste Italiane's secretId) is `sandbox-contract`; any other
 * value is the carrier's "contract not valid".
 */
export const SANDBOX_CONTRACT_SECRET = 'sandbox-contract';

/** What the sandbox carriers bill on a seller's own contract: this share of their list tariff. */
export const CONTRACT_TARIFF_PERCENT = 80;
