import type { Service } from '@shipdeck/domain/carriers/carriers.schema';
import type { ShipmentsVoucherResponse } from '@shipdeck/domain/pricing/pricing.schema';
import { VoucherMessage } from '@shipdeck/domain/pricing/rules/voucher';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { getCarrierOffer } from '../carriers/index.ts';
import {
  announceShipments,
  findShipmentsByReferences,
  isEditable,
  type ShipmentRow,
  type ShipmentViewSources,
} from '../shipments/index.ts';
import { rateShipmentService } from './price-shipments.ts';
import { pricingRepository } from './pricing.repository.ts';
import { voucherAppliesTo } from './voucher-rules.ts';
import { remainingUsesOf } from './voucher-uses.ts';

const invalidVoucher = (messageKey: string) =>
  new AppError({ code: 'ValueNotAllowedField', status: 422, messageKey, field: 'voucher' });

/**
 * One voucher for several drafts (the bulk payment), with the checkout's rules: an unknown code is
 * refused as a whole; otherwise each draft whose service takes the voucher gets it, and the others
 * say why not and keep what they had. A code no listed draft can take is refused like the checkout
 * refuses it for one shipment. Applying the same code again changes nothing; `voucher: null` removes
 * the voucher from the listed drafts. Bought shipments are never changed: their price was paid. A
 * voucher with a use limit goes to no more drafts than it has uses left; the order counts them again
 * under the voucher's lock when it takes them.
 */
export const updateShipmentsVoucher = async (options: {
  carriers: CarrierProvider;
  db: Db;
  auth: AuthContext;
  references: string[];
  voucher: string | null;
  now: Date;
  sources: ShipmentViewSources;
}): Promise<ShipmentsVoucherResponse> => {
  const { db, auth, now } = options;
  const unique = [...new Set(options.references)];
  const code = options.voucher?.toUpperCase() ?? null;
  const [voucher] = code ? await pricingRepository.findVouchers(db, auth.clientId, [code]) : [];
  if (code && !voucher) throw invalidVoucher(VoucherMessage.notFound);

  const rows = await findShipmentsByReferences(db, auth.clientId, unique);
  const byReference = new Map(rows.map((row) => [row.reference, row]));
  const offer = voucher ? await getCarrierOffer(db, auth) : null;
  const refusing = voucher
    ? await pricingRepository.findServicesRefusingVouchers(db, [
        ...new Set(rows.map((row) => row.service?.id).filter((id): id is string => !!id)),
      ])
    : new Set<string>();
  const cache = new Map<string, Service | null>();

  /** Why this draft cannot take the voucher, or null when it can. */
  const refusalOf = (row: ShipmentRow | undefined): string | null => {
    if (!row) return 'shipment.error.not-found';
    if (!isEditable(row)) return 'shipment.error.not-editable';
    if (!voucher || !offer) return null;
    try {
      const service = rateShipmentService(options.carriers, row, offer, now, cache);
      return voucherAppliesTo(voucher, service, refusing) ? null : VoucherMessage.notAllowed;
    } catch (error) {
      if (error instanceof AppError) return error.messageKey;
      throw error;
    }
  };

  // A voucher with a use limit goes to as many drafts as it has uses left for the client, in the
  // order asked: the others would not be discounted, so they are told so now.
  let left = voucher
    ? ((await remainingUsesOf(db, auth.clientId, [voucher])).get(voucher.code) ?? Number.POSITIVE_INFINITY)
    : Number.POSITIVE_INFINITY;
  const shipments = unique.map((reference) => {
    const message = refusalOf(byReference.get(reference));
    if (message) return { reference, applied: false, message };
    if (left <= 0) return { reference, applied: false, message: VoucherMessage.usedUp };
    left -= 1;
    return { reference, applied: true };
  });
  const applied = shipments.filter((result) => result.applied);
  if (voucher && applied.length === 0) {
    const messages = shipments.map((result) => result.message);
    const voucherMessage = [VoucherMessage.usedUp, VoucherMessage.notAllowed].find((key) =>
      messages.includes(key),
    );
    throw invalidVoucher(voucherMessage ?? messages[0]!);
  }
  const appliedIds = applied.map((result) => byReference.get(result.reference)!.id);
  await pricingRepository.saveVoucherCode(db, auth.clientId, appliedIds, voucher?.code ?? null);
  // Their views show the voucher now (or no longer).
  await announceShipments(db, options.sources, { clientId: auth.clientId, shipmentIds: appliedIds });
  return { voucher: voucher?.code ?? null, shipments };
};
