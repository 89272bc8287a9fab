import type { Db } from '../../platform/db/database.ts';
import { buyerTrackingRepository } from './buyer-tracking.repository.ts';
import { generateTrackingToken, hashTrackingToken } from './tracking-token.ts';

/** Where a buyer opens the tracking page of a token, under the web app's public address. */
export const trackingPageUrl = (publicUrl: string | undefined, token: string) =>
  `${(publicUrl ?? '').replace(/\/+$/, '')}/tracking/${token}`;

/**
 * Makes a new tracking link to one shipment and answers its address. Only the token's digest is kept,
 * so each buyer's e-mail carries a link of its own; every one of them opens the same page.
 */
export const createTrackingLink = async (
  db: Db,
  input: { clientId: string; shipmentId: string; publicUrl: string | undefined },
) => {
  const token = generateTrackingToken();
  await buyerTrackingRepository.insertLink(db, {
    tokenHash: hashTrackingToken(token),
    clientId: input.clientId,
    shipmentId: input.shipmentId,
  });
  return trackingPageUrl(input.publicUrl, token);
};
