import type {
  BrandedEmailContent,
  BrandedEmailType,
} from '@shipdeck/domain/branded-emails/branded-emails.schema';
import type { Language } from '@shipdeck/domain/user/language';
import type { PlatformDependencies } from '../../platform/platform-dependencies.ts';
import { hitRateLimit, type RateLimit, rateLimitWait, tooManyRequests } from '../auth/index.ts';
import { assertBrandedEmailsAvailable } from './branded-emails-access.ts';
import { sendTestEmailJob } from './send-test-email.job.ts';
import { cleanContent } from './update-branded-email.ts';

/** A seller tries a template a few times while writing it, not hundreds of times an hour. */
export const TEST_EMAIL_LIMIT: RateLimit = { name: 'branded-emails:test', max: 30, windowSeconds: 3600 };

/** POST /branded-emails/:type/:locale/test: the form as it is, mailed to the seller by a job. */
export const createTestEmail = async (
  dependencies: Pick<PlatformDependencies, 'db' | 'jobs'>,
  input: {
    clientId: string;
    userId: string;
    tenantId: string;
    emailType: BrandedEmailType;
    locale: Language;
    content: BrandedEmailContent;
  },
) => {
  const db = dependencies.db;
  await assertBrandedEmailsAvailable(db, input);
  const content = cleanContent(input.content);
  const hits = await hitRateLimit(db, TEST_EMAIL_LIMIT, input.clientId);
  if (hits > TEST_EMAIL_LIMIT.max)
    throw tooManyRequests(await rateLimitWait(db, TEST_EMAIL_LIMIT, input.clientId));
  await dependencies.jobs.enqueue(sendTestEmailJob, {
    clientId: input.clientId,
    userId: input.userId,
    tenantId: input.tenantId,
    emailType: input.emailType,
    locale: input.locale,
    ...content,
  });
};
