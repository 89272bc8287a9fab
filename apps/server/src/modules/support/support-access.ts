import { SupportMessage } from '@shipdeck/domain/support/support.schema';
import type { Db } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import { supportRepository } from './support.repository.ts';

/** The staff console is for users holding the `staff` role, through a browser session only. */
export const requireStaff = async (db: Db, auth: AuthContext) => {
  if (auth.via !== 'session' || !(await supportRepository.isStaff(db, auth.userId)))
    throw forbidden(SupportMessage.notStaff);
};

export const isStaffUser = (db: Db, userId: string) => supportRepository.isStaff(db, userId);

/** Gives a user the `staff` role (demo and test servers only; see ADR 0025). */
export const createStaffUser = (db: Db, userId: string) => supportRepository.addStaff(db, userId);
