/** Rows in one page of the shipments list; the list asks for the next page as the seller scrolls. */
export const SHIPMENTS_PAGE_SIZE = 20;
