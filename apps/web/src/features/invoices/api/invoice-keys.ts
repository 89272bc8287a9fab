/** Query keys of the invoices. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (page: number) => [...invoiceKeys.lists(), { page }] as const,
};
