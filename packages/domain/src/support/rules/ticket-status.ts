import type { TicketStatus } from '../support.schema.ts';

export type TicketStatusDisplay = 'open' | 'awaiting' | 'solved' | 'unknown';

/** NEW and OPEN read 'open', SOLVED and CLOSED 'solved'. */
export const ticketStatusDisplay = (status: string): TicketStatusDisplay => {
  if (status === 'NEW' || status === 'OPEN') return 'open';
  if (status === 'AWAITING_INFORMATION') return 'awaiting';
  if (status === 'SOLVED' || status === 'CLOSED') return 'solved';
  return 'unknown';
};

/** A solved or closed ticket takes no more messages. */
export const isTicketClosed = (status: TicketStatus | string) => ticketStatusDisplay(status) === 'solved';

/** Claims are the ticket types that carry an amount to decide on. */
export const isClaimType = (type: string) => type === 'LOSS' || type === 'DAMAGE';
