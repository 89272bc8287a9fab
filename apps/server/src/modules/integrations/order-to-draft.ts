import { withoutHiddenCharacters } from '@shipdeck/domain/addresses/address-rules';
import { catalogueEntryOf } from '@shipdeck/domain/integrations/integration-catalogue';
import { buyerNoteOf } from '@shipdeck/domain/shipments/rules/buyer-note';
import { shipmentInputSchema } from '@shipdeck/domain/shipments/shipment.schema';
import type { MarketplaceOrder } from '../../providers/marketplaces/marketplace-provider.ts';
import type { ImportedDraft } from '../shipments/index.ts';

/** The external order id of a marketplace order: the integration and the marketplace's id, unique per client. */
export const externalOrderIdOf = (integration: string, orderId: string) => `${integration}:${orderId}`;

/** The integration and the marketplace's order id back from an external order id, or null (a CSV order id). */
export const parseExternalOrderId = (externalOrderId: string) => {
  const at = externalOrderId.indexOf(':');
  if (at < 0) return null;
  const integration = externalOrderId.slice(0, at);
  return catalogueEntryOf(integration)?.isMarketplace
    ? { integration, orderId: externalOrderId.slice(at + 1) }
    : null;
};

// A parcel sized by weight: a small box up to 1 kg, a medium one up to 3 kg, a large one above.
const boxFor = (weightKg: number) =>
  weightKg <= 1
    ? { length: 25, width: 20, height: 10 }
    : weightKg <= 3
      ? { length: 35, width: 25, height: 15 }
      : { length: 45, width: 35, height: 25 };

/**
 * The buyer's address without the direction marks and zero-width spaces a shop's pages leave in copied
 * text: the address rules refuse them in what a seller types, but a shop order is not the seller's to
 * retype, and the order would be skipped for marks nobody sees.
 */
const visibleAddress = (address: MarketplaceOrder['recipient']) =>
  Object.fromEntries(
    Object.entries(address).map(([field, value]) => [
      field,
      typeof value === 'string' ? withoutHiddenCharacters(value) : value,
    ]),
  );

/**
 * A marketplace order as a draft: its buyer as recipient, one parcel weighing the items plus 150 g of
 * packing, the items as content with their total value, the order number as the custom reference, the
 * buyer's note kept. Null
 * when the order's address breaks our rules (the draft would be refused anyway).
 */
export const orderToDraft = (integration: string, order: MarketplaceOrder): ImportedDraft | null => {
  const source = catalogueEntryOf(integration)?.source;
  const grams = order.items.reduce((sum, item) => sum + item.weightGrams * item.quantity, 0) + 150;
  const weight = Math.round(grams) / 1000;
  const description = order.items
    .map((item) => `${item.quantity}× ${item.name}`)
    .join(', ')
    .slice(0, 200);
  const parsed = shipmentInputSchema.safeParse({
    source,
    to: visibleAddress(order.recipient),
    parcels: [{ weight, ...boxFor(weight) }],
    content: {
      description,
      value: order.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0),
    },
    shipmentCustomReference: order.number.slice(0, 60),
  });
  if (!parsed.success) return null;
  const { service: _service, ...shipment } = parsed.data;
  return {
    shipment,
    orderId: externalOrderIdOf(integration, order.id),
    buyerNote: buyerNoteOf(order.note),
  };
};
