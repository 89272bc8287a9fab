import { isCustomsRequiredBetween } from '@shipdeck/domain/customs/rules/customs-territory';
import type { CheckoutStep } from '@shipdeck/domain/routes/route-table';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';

type Draft = Pick<ShipmentView['data'], 'from' | 'to' | 'service' | 'dropoffPointId' | 'content' | 'customs'>;

export const hasCountries = (draft: Draft | undefined) =>
  Boolean(draft?.from.alpha2Code && draft?.to.alpha2Code);

/**
 * Customs are needed when the goods cross a customs or tax border, decided from the addresses
 * themselves so a postcode changed after the service was chosen (mainland Spain to the Canaries)
 * still leads through the customs step.
 */
export const needsCustoms = (draft: Draft) => isCustomsRequiredBetween(draft.from, draft.to);

const hasContent = (draft: Draft) =>
  Boolean(draft.content.description?.trim()) && draft.content.value !== undefined && draft.content.value > 0;

/**
 * Where a checkout step sends the seller instead, or null to stay:
 * no origin or destination country → info; no service → service; customs only when required
 * (else address); payment needs the pick-up point of a service that delivers to one, and the
 * content description and value (else address), and across a customs border the customs invoice
 * the order is refused without (else customs), before the seller types any payment details.
 */
export const guardRedirect = (step: CheckoutStep, draft: Draft | undefined): CheckoutStep | null => {
  if (step === 'info') return null;
  if (!draft || !hasCountries(draft)) return 'info';
  if (step === 'service') return null;
  if (!draft.service) return 'service';
  if (step === 'customs' && !needsCustoms(draft)) return 'address';
  if (step === 'payment') {
    if (draft.service.dropOffDestination && !draft.dropoffPointId) return 'address';
    if (!hasContent(draft)) return 'address';
    if (needsCustoms(draft) && draft.customs && !draft.customs.customsInvoiceId) return 'customs';
  }
  return null;
};
