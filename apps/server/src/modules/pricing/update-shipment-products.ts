import type { ShipmentProductsInput } from '@shipdeck/domain/pricing/pricing.schema';
import { cashOnDeliveryProblems } from '@shipdeck/domain/pricing/rules/cash-on-delivery';
import { quoteInsurance } from '@shipdeck/domain/pricing/rules/insurance';
import { canChoosePrintInStore } from '@shipdeck/domain/pricing/rules/print-in-store';
import { upsalesOf } from '@shipdeck/domain/pricing/rules/upsales';
import { VoucherMessage } from '@shipdeck/domain/pricing/rules/voucher';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { getCarrierOffer } from '../carriers/index.ts';
import {
  announceShipments,
  isEditable,
  recordShipmentUpsales,
  type ShipmentViewSources,
} from '../shipments/index.ts';
import { loadShipments, priceShipmentRows, rateShipmentService } from './price-shipments.ts';
import { pricingRepository } from './pricing.repository.ts';
import { voucherAppliesTo } from './voucher-rules.ts';
import { remainingUsesOf } from './voucher-uses.ts';

export const isValidIban = (iban: string) => isValidIBAN(electronicFormatIBAN(iban) ?? '');

const invalid = (
  field: string,
  messageKey: string,
  code: 'ValueNotAllowedField' | 'InvalidFormatField' = 'ValueNotAllowedField',
) => new AppError({ code, status: 422, messageKey, field });

/**
 * Saves the extras and voucher of one shipment (the checkout form extras, with their rules) and
 * answers its new price. Fields left out keep their saved value; `voucher: null` removes the voucher.
 */
export const updateShipmentProducts = async (options: {
  carriers: CarrierProvider;
  db: Db;
  auth: AuthContext;
  reference: string;
  input: ShipmentProductsInput;
  now: Date;
  sources: ShipmentViewSources;
}) => {
  const { db, auth, reference, input, now } = options;
  const [row] = await loadShipments(db, auth.clientId, [reference]);
  // A bought shipment's extras and voucher are what was paid for: they no longer change.
  if (!isEditable(row!))
    throw new AppError({
      code: 'ValueNotAllowedField',
      status: 409,
      messageKey: 'shipment.error.not-editable',
    });
  const offer = await getCarrierOffer(db, auth);
  const service = rateShipmentService(options.carriers, row!, offer, now);
  const [stored] = await pricingRepository.findSelections(db, auth.clientId, [row!.id]);
  const { voucher: voucherInput, ...changes } = input;
  const selection = { ...(stored?.selection ?? {}), ...changes };

  if (input.insurance) {
    const quote = quoteInsurance(
      { ...service.products.insurance },
      { option: input.insurance.option, value: input.insurance.value ?? row!.content.value },
    );
    if (!quote.ok) throw invalid(`insurance.${quote.field}`, quote.messageKey);
  }
  for (const name of ['adultSignature', 'additionalHandling', 'proofOfDelivery'] as const) {
    if (input[name] && !service.products[name].isEnabled) throw invalid(name, 'product.error.not-available');
  }
  if (
    input.printInStore &&
    !canChoosePrintInStore({ hasPrintInStore: service.hasPrintInStore, canPrintInStore: offer.printInStore })
  )
    throw invalid('printInStore', 'product.error.not-available');
  if (input.cashOnDelivery) {
    const [problem] = cashOnDeliveryProblems({
      input: input.cashOnDelivery,
      product: service.products.cashOnDelivery,
      isValidIban,
    });
    if (problem)
      throw invalid(
        problem.field === 'cashOnDelivery' ? 'cashOnDelivery' : `cashOnDelivery.${problem.field}`,
        problem.messageKey,
        problem.field === 'iban' ? 'InvalidFormatField' : 'ValueNotAllowedField',
      );
  }

  let voucherCode = stored?.voucherCode ?? null;
  if (voucherInput === null) voucherCode = null;
  else if (voucherInput !== undefined) {
    const code = voucherInput.toUpperCase();
    const [voucher] = await pricingRepository.findVouchers(db, auth.clientId, [code]);
    if (!voucher) throw invalid('voucher', VoucherMessage.notFound);
    const refusing = await pricingRepository.findServicesRefusingVouchers(db, [service.id]);
    if (!voucherAppliesTo(voucher, service, refusing)) throw invalid('voucher', VoucherMessage.notAllowed);
    const left = (await remainingUsesOf(db, auth.clientId, [voucher])).get(voucher.code);
    if (left !== undefined && left <= 0) throw invalid('voucher', VoucherMessage.usedUp);
    voucherCode = voucher.code;
  }

  await pricingRepository.saveSelection(db, {
    shipmentId: row!.id,
    clientId: auth.clientId,
    selection,
    voucherCode,
  });
  const [priced] = await priceShipmentRows({
    carriers: options.carriers,
    db,
    auth,
    rows: [row!],
    now,
    offer,
  });
  await recordShipmentUpsales(db, auth.clientId, [{ id: row!.id, upsales: upsalesOf(priced!.details) }]);
  // Its view shows the extras and the voucher just saved.
  await announceShipments(db, options.sources, { clientId: auth.clientId, shipmentIds: [row!.id] });
  return priced!.details;
};
