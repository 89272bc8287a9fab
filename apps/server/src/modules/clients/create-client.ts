import type { ClientType } from '@shipdeck/domain/client/client.schema';
import { toClientLanguage } from '@shipdeck/domain/user/language';
import type { Db } from '../../platform/db/database.ts';
import { insertClient } from './clients.repository.ts';

export type CreateClientInput = {
  tenantId: string;
  type: ClientType;
  email: string;
  firstName: string;
  lastName: string;
  language: string;
  alpha2Code: string;
};

/** Creates a shipper account; called by registration inside its transaction. */
export const createClient = (db: Db, input: CreateClientInput) =>
  insertClient(db, {
    tenantId: input.tenantId,
    type: input.type,
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    language: toClientLanguage(input.language),
    alpha2Code: input.alpha2Code,
  });
