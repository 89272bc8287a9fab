/**
 * Whether an order may buy a shipment as far as its customs go.
 *
 * A parcel that crosses a customs border is held at the border without its declaration, whether
 * the carrier takes the customs data electronically (paperless) or on paper in a pouch on the
 * parcel: either way the shipment needs a completed customs invoice, and an invoice goes with one
 * purchase only (the same goods sent again need their own declaration once the first is used).
 */

export type CustomsPurchaseProblem =
  | 'MissingCustomsDocument'
  | 'CustomsNotOnCompletedStatus'
  | 'CustomsAlreadyUsed';

export const customsPurchaseProblemOf = (shipment: {
  /** The service's route crosses a customs border. */
  customsRequired: boolean;
  /** The customs invoice attached to the shipment, if any. */
  invoice: { status: 'DRAFT' | 'COMPLETED'; isUsed: boolean } | null;
}): CustomsPurchaseProblem | null => {
  const { customsRequired, invoice } = shipment;
  if (!invoice) return customsRequired ? 'MissingCustomsDocument' : null;
  if (invoice.status !== 'COMPLETED') return 'CustomsNotOnCompletedStatus';
  if (invoice.isUsed) return 'CustomsAlreadyUsed';
  return null;
};
