/** A client keeps at most 8 warehouses (sender addresses). */
export const MAX_WAREHOUSES = 8;
/** The recipient address book holds at most 500 entries per client. */
export const MAX_RECIPIENTS = 500;
/** The recipient tab lists the address book 9 per page. */
export const RECIPIENT_PAGE_SIZE = 9;
/** Largest page a caller may ask for (API integrations), so one call cannot read the whole book at once. */
export const MAX_RECIPIENT_PAGE_SIZE = 100;
/** The postcode look-up is debounced 500 ms. */
export const POSTCODE_LOOKUP_DEBOUNCE_MS = 500;

/** Message key of the 409 LimitExceeded answer and of the disabled save button at the limit. */
export const ADDRESS_LIMIT_EXCEEDED_KEY = 'addresses.error.limit-exceeded';

export const canAddWarehouse = (count: number) => count < MAX_WAREHOUSES;
export const canAddRecipient = (count: number) => count < MAX_RECIPIENTS;
