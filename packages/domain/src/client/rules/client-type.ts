import { type ClientType, isBusinessClient } from '../client.schema.ts';

/**
 * The type a client really has (spec 1 §6): a client is business only if its tax id is not a dash, so a
 * business client whose tax id is '-' (or empty) is autonomous, whatever type it was stored with.
 */
export const clientTypeOf = (client: { type: ClientType; taxId: string | null }): ClientType =>
  client.type === 'business' && !isBusinessClient(client) ? 'autonomous' : client.type;
