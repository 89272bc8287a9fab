/**
 * Print in store: the drop-off point prints the label, so the seller needs no printer. It can be
 * chosen only when the service offers it and the user has the print-in-store capability; a
 * seller who has not chosen gets the service's default.
 */
export type PrintInStoreContext = {
  hasPrintInStore: boolean;
  printInStoreDefault: boolean;
  /** The user's print-in-store capability. */
  canPrintInStore: boolean;
};

export const canChoosePrintInStore = (
  context: Pick<PrintInStoreContext, 'hasPrintInStore' | 'canPrintInStore'>,
) => context.hasPrintInStore && context.canPrintInStore;

/** Whether the label is printed in store: the seller's choice, else the service's default. */
export const isPrintInStoreApplied = (context: PrintInStoreContext & { chosen: boolean | undefined }) =>
  canChoosePrintInStore(context) && (context.chosen ?? context.printInStoreDefault);

/** States in which the extras of a shipment can still change: before it is bought. */
const UNPAID_STATES: readonly string[] = ['AWAITING_COMPLETION', 'READY_TO_PURCHASE'];

/**
 * The list row flag canSelectPrintInStore: an unpaid shipment whose chosen service offers print in
 * store, for a user who may use it.
 */
export const canShipmentSelectPrintInStore = (input: {
  state: string;
  service: { hasPrintInStore?: boolean | undefined } | null;
  canPrintInStore: boolean;
}) =>
  UNPAID_STATES.includes(input.state) &&
  canChoosePrintInStore({
    hasPrintInStore: input.service?.hasPrintInStore === true,
    canPrintInStore: input.canPrintInStore,
  });
