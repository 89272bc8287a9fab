import {
  BUYER_EMAIL_MILESTONES,
  type MilestoneSwitch,
} from '@shipdeck/domain/branded-emails/branded-emails.schema';
import type { Db } from '../../platform/db/database.ts';
import { brandedEmailsRepository, milestoneEmailType } from './branded-emails.repository.ts';
import { assertBrandedEmailsAvailable } from './branded-emails-access.ts';

/** GET /branded-emails/milestones: each tracking milestone with whether buyers are mailed about it. */
export const findMilestoneSwitches = async (
  db: Db,
  scope: { clientId: string; tenantId: string },
): Promise<MilestoneSwitch[]> => {
  await assertBrandedEmailsAvailable(db, scope);
  const activations = await brandedEmailsRepository.findActivations(db, scope.clientId);
  return BUYER_EMAIL_MILESTONES.map((milestone) => ({
    milestone,
    active: activations.some(
      (activation) => activation.emailType === milestoneEmailType(milestone) && activation.isActive,
    ),
  }));
};
