import type { ClientType } from '../client.schema.ts';

/** A client without a tax id stores a dash. */
export const NO_TAX_ID = '-';

/** A client is business only if its tax id is not a dash. */
export const isBusinessClient = (client: { taxId: string | null }) =>
  client.taxId !== null && client.taxId.trim() !== '' && client.taxId.trim() !== NO_TAX_ID;

/**
 * The type a client really has: a client is business only if its tax id is not a dash, so a
 * business client whose tax id is '-' (or empty) is autonomous, whatever type it was stored with.
 */
export const clientTypeOf = (client: { type: ClientType; taxId: string | null }): ClientType =>
  client.type === 'business' && !isBusinessClient(client) ? 'autonomous' : client.type;
