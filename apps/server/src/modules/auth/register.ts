import type { ClientType } from '@shipdeck/domain/client/client.schema';
import type { Language } from '@shipdeck/domain/user/language';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { createClient } from '../clients/index.ts';
import { queueSellerMail, SellerMailKind } from '../seller-mails/index.ts';
import { createUser, findUserForLogin } from '../users/index.ts';
import { tooManyRequests } from './auth-errors.ts';
import { hashPassword } from './password-hashing.ts';
import { hitRateLimit, REGISTER_EMAIL_LIMIT, registerAddressLimit } from './rate-limiter.ts';
import { createSession } from './sessions.ts';
import { requireTenantBySlug } from './tenant-by-slug.ts';

export type RegisterInput = {
  tenantSlug: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  language?: Language;
  accountType?: ClientType;
};

const emailAlreadyRegistered = () =>
  new AppError({
    code: 'EmailAlreadyRegistered',
    status: 409,
    messageKey: 'auth.error.email-already-registered',
    field: 'email',
  });

const isUniqueViolation = (error: unknown): boolean => {
  const candidate = error as { code?: string; cause?: unknown } | undefined;
  if (candidate?.code === '23505') return true;
  return candidate?.cause ? isUniqueViolation(candidate.cause) : false;
};

/**
 * Counts a registration request before any work (the look-up tells whether an e-mail is taken,
 * hashing is costly): 429 past 5 tries for one e-mail or past the configured count for one
 * address in an hour.
 */
export const throttleRegistration = async (
  db: Db,
  input: { tenantSlug: string; email: string; ip: string; registrationsPerAddress: number },
) => {
  const tenant = requireTenantBySlug(input.tenantSlug);
  const addressLimit = registerAddressLimit(input.registrationsPerAddress);
  const emailHits = await hitRateLimit(db, REGISTER_EMAIL_LIMIT, `${tenant.id}:${input.email.toLowerCase()}`);
  const addressHits = await hitRateLimit(db, addressLimit, input.ip);
  if (emailHits > REGISTER_EMAIL_LIMIT.max || addressHits > addressLimit.max)
    throw tooManyRequests(REGISTER_EMAIL_LIMIT.windowSeconds);
};

/**
 * Creates a client, its user and a first session, and queues the welcome mail with them. An e-mail is
 * unique within a tenant; the same person may hold accounts on several tenants. A business-only tenant
 * makes every client a business. Without a job queue (seeding demo accounts) no welcome mail is queued.
 */
export const register = async (db: Db, input: RegisterInput, options: { jobs?: JobQueue } = {}) => {
  const tenant = requireTenantBySlug(input.tenantSlug);
  const email = input.email.toLowerCase();
  if (await findUserForLogin(db, { tenantId: tenant.id, email })) throw emailAlreadyRegistered();
  const passwordHash = await hashPassword(input.password);
  const language = input.language ?? tenant.defaultLanguage;
  const type: ClientType = tenant.switches.businessClientsOnly
    ? 'business'
    : (input.accountType ?? 'autonomous');
  try {
    return await db.transaction(async (tx) => {
      const client = await createClient(tx, {
        tenantId: tenant.id,
        type,
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        language,
        alpha2Code: tenant.defaultCountry,
      });
      const user = await createUser(tx, {
        clientId: client.id,
        tenantId: tenant.id,
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        language,
      });
      const session = await createSession(tx, { clientId: client.id, userId: user.id });
      if (options.jobs)
        await queueSellerMail(tx, {
          jobs: options.jobs,
          clientId: client.id,
          userId: user.id,
          factKey: `welcome:${user.id}`,
          mail: { kind: SellerMailKind.Welcome, facts: {} },
        });
      return { clientId: client.id, userId: user.id, session };
    });
  } catch (error) {
    // Two registrations racing for one e-mail: the unique index decides.
    if (isUniqueViolation(error)) throw emailAlreadyRegistered();
    throw error;
  }
};
