import type { Db } from '../../platform/db/database.ts';
import { insertUser } from './users.repository.ts';

export type CreateUserInput = {
  clientId: string;
  tenantId: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  language: string;
};

/** Creates the user of a new client; called by registration inside its transaction. */
export const createUser = (db: Db, input: CreateUserInput) => insertUser(db, input);
