import type {
  BuyerEmailMilestone,
  MilestoneSwitch,
} from '@shipdeck/domain/branded-emails/branded-emails.schema';
import type { Db } from '../../platform/db/database.ts';
import { brandedEmailsRepository, milestoneEmailType } from './branded-emails.repository.ts';
import { assertBrandedEmailsAvailable } from './branded-emails-access.ts';

/** PUT /branded-emails/milestones/:milestone: buyers are mailed about it from the next move on. */
export const updateMilestoneSwitch = async (
  db: Db,
  input: { clientId: string; tenantId: string; milestone: BuyerEmailMilestone; active: boolean },
): Promise<MilestoneSwitch> => {
  await assertBrandedEmailsAvailable(db, input);
  await brandedEmailsRepository.setActive(db, {
    clientId: input.clientId,
    emailType: milestoneEmailType(input.milestone),
    isActive: input.active,
  });
  return { milestone: input.milestone, active: input.active };
};
