import { PASSWORD_RESET_TTL_MS } from '@shipdeck/domain/auth/auth.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import type { MailProvider } from '../../platform/mail/mail-provider.ts';
import { renderPlainTextMail } from '../seller-mails/index.ts';
import { findUserForLogin } from '../users/index.ts';
import { insertPasswordResetToken } from './auth.repository.ts';
import { tooManyRequests } from './auth-errors.ts';
import { hitRateLimit, RECOVER_ACCOUNT_LIMIT, RECOVER_ADDRESS_LIMIT } from './rate-limiter.ts';
import { recoverPasswordMail } from './recover-password-mail.ts';
import { requireTenantBySlug } from './tenant-by-slug.ts';
import { generateToken, hashToken } from './tokens.ts';

export type RecoverPasswordInput = {
  tenantSlug: string;
  email: string;
  language?: string;
  ip: string;
  /** PUBLIC_URL; without it the link is site-relative (it works from the local outbox page). */
  publicUrl?: string;
};

/**
 * Mails a one-use link, valid for an hour, to /{partner}/new-password. The caller learns nothing
 * about whether the account exists: the answer and the counting are the same either way.
 */
export const recoverPassword = async (
  deps: { db: Db; mail: MailProvider; log: FastifyBaseLogger },
  input: RecoverPasswordInput,
) => {
  const { db } = deps;
  const tenant = requireTenantBySlug(input.tenantSlug);
  const email = input.email.toLowerCase();
  const accountHits = await hitRateLimit(db, RECOVER_ACCOUNT_LIMIT, `${tenant.id}:${email}`);
  const addressHits = await hitRateLimit(db, RECOVER_ADDRESS_LIMIT, input.ip);
  if (accountHits > RECOVER_ACCOUNT_LIMIT.max || addressHits > RECOVER_ADDRESS_LIMIT.max) {
    throw tooManyRequests(RECOVER_ACCOUNT_LIMIT.windowSeconds);
  }

  const user = await findUserForLogin(db, { tenantId: tenant.id, email });
  if (!user) return;
  const token = generateToken();
  await insertPasswordResetToken(db, {
    clientId: user.clientId,
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
  });
  const base = (input.publicUrl ?? '').replace(/\/+$/, '');
  const link = `${base}/${tenant.partnerSlug}/new-password?token=${token}`;
  const mail = recoverPasswordMail({
    language: input.language ?? user.language,
    brandName: tenant.brandName,
    link,
  });
  // Sent now rather than by a job: the link is a secret a queued job would keep in the database in
  // clear, and a seller who gets no mail asks again (ADR 0028).
  try {
    await deps.mail.send({
      to: user.email,
      subject: mail.subject,
      text: mail.text,
      html: renderPlainTextMail(mail, tenant),
      clientId: user.clientId,
      kind: 'auth.password-reset',
    });
  } catch (error) {
    // A mail failure must not tell the caller the account exists; the operator sees it in the log.
    deps.log.error({ err: error, userId: user.id }, 'password recovery mail could not be sent');
  }
};
