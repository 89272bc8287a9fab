import { randomBytes, randomUUID } from 'node:crypto';
import { cardDigitsOf, cardErrorsOf } from '@shipdeck/domain/payments/rules/card-details';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { ChargeResult, GatewayFailure, PaymentDetails, PaymentGateway } from '../payment-gateway.ts';
import {
  cardTypeOf,
  DECLINED_IBAN,
  DEFAULT_PAYPAL_EMAIL,
  PAYPAL_DECLINE_MARKER,
  SandboxCard,
  THREE_D_SECURE_CODE,
} from './payment-magic-values.ts';
import {
  sandboxChallenges,
  sandboxCharges,
  sandboxNonces,
  sandboxPayPalPayments,
  sandboxVault,
} from './sandbox-payments.tables.ts';

const fail = (kind: GatewayFailure['kind'], reason: string): GatewayFailure => ({ ok: false, kind, reason });
const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/** Which magic behaviour a payment source carries (null: an ordinary success). */
const magicOf = (details: PaymentDetails, cardNumber?: string, iban?: string): string | null => {
  if (cardNumber === SandboxCard.declined) return 'declined';
  if (cardNumber === SandboxCard.challengeFails) return 'challenge-fails';
  if (cardNumber === SandboxCard.processorUnavailable) return 'unavailable';
  if (details.paypalAccountEmail?.toLowerCase().includes(PAYPAL_DECLINE_MARKER)) return 'declined';
  if (iban === DECLINED_IBAN) return 'declined';
  return null;
};

const CARD_FIELDS = ['number', 'expiry', 'cvv'] as const;

/**
 * The built-in gateway (ARCHITECTURE §5): deterministic, offline, its records in the app's
 * database so any server process can continue a payment another started.
 */
export const sandboxPaymentGateway: PaymentGateway = {
  identifier: 'sandbox',

  clientToken: ({ clientId }) =>
    Buffer.from(JSON.stringify({ gateway: 'sandbox', clientId, issuedAt: Date.now() })).toString('base64url'),

  tokenize: async (db, input) => {
    let details: PaymentDetails = { method: input.method };
    let magic: string | null = null;
    if (
      input.method === 'creditcard' ||
      input.method === 'creditcard3dsecure' ||
      (input.method === 'bancontact' && input.card)
    ) {
      if (!input.card) return fail('invalid', 'payment.error.card-required');
      // A real gateway refuses a mistyped card before asking the bank, naming the field.
      const errors = cardErrorsOf(input.card, new Date());
      const field = CARD_FIELDS.find((name) => errors[name]);
      if (field) return { ...fail('invalid', errors[field]!), field: `card.${field}` };
      const digits = cardDigitsOf(input.card.number);
      details = {
        method: input.method,
        cardLastFour: digits.slice(-4),
        cardType: cardTypeOf(digits),
        cardExpiration: input.card.expiry,
      };
      magic = magicOf(details, digits);
    } else if (input.method === 'directdebit') {
      const iban = electronicFormatIBAN(input.iban ?? '') ?? '';
      if (!isValidIBAN(iban)) return fail('invalid', 'payment.error.iban-invalid');
      details = { method: input.method, ibanLastFour: iban.slice(-4) };
      magic = magicOf(details, undefined, iban);
    } else if (input.method === 'paypal') {
      details = {
        method: input.method,
        paypalAccountEmail: input.paypalAccountEmail ?? DEFAULT_PAYPAL_EMAIL,
      };
      magic = magicOf(details);
    }
    const nonce = token('nonce');
    // Only cards need 3-D Secure; every other source is usable as it comes.
    const isVerified = input.method !== 'creditcard3dsecure' && input.method !== 'creditcard';
    await db
      .insert(sandboxNonces)
      .values({ nonce, clientId: input.clientId, method: input.method, details, magic, isVerified });
    return { ok: true, nonce, details };
  },

  startThreeDSecure: async (db, input) => {
    const [row] = await db
      .select()
      .from(sandboxNonces)
      .where(and(eq(sandboxNonces.nonce, input.nonce), eq(sandboxNonces.clientId, input.clientId)));
    if (!row || row.consumedAt) return fail('invalid', 'payment.error.nonce-invalid');
    const [challenge] = await db
      .insert(sandboxChallenges)
      .values({ clientId: input.clientId, nonce: input.nonce, amount: input.amount })
      .returning({ id: sandboxChallenges.id });
    return { ok: true, challengeId: challenge!.id };
  },

  completeThreeDSecure: async (db, input) => {
    const [challenge] = await db
      .select()
      .from(sandboxChallenges)
      .where(
        and(eq(sandboxChallenges.id, input.challengeId), eq(sandboxChallenges.clientId, input.clientId)),
      );
    if (challenge?.status !== 'PENDING') return fail('invalid', 'payment.error.challenge-invalid');
    const [nonce] = await db.select().from(sandboxNonces).where(eq(sandboxNonces.nonce, challenge.nonce));
    const passes = input.code === THREE_D_SECURE_CODE && nonce?.magic !== 'challenge-fails';
    await db
      .update(sandboxChallenges)
      .set({ status: passes ? 'PASSED' : 'FAILED' })
      .where(eq(sandboxChallenges.id, challenge.id));
    if (!passes || !nonce) return fail('declined', 'three_d_secure_failed');
    await db.update(sandboxNonces).set({ isVerified: true }).where(eq(sandboxNonces.nonce, nonce.nonce));
    return { ok: true, nonce: nonce.nonce };
  },

  startPayPal: async (db, input) => {
    const paymentId = `PAYID-${randomUUID()}`;
    await db.insert(sandboxPayPalPayments).values({
      id: paymentId,
      clientId: input.clientId,
      amount: input.amount,
      returnPath: input.returnPath,
      email: input.email ?? DEFAULT_PAYPAL_EMAIL,
      token: token('EC'),
      payerId: randomBytes(6).toString('hex').toUpperCase(),
    });
    return { paymentId };
  },

  decidePayPal: async (db, input) => {
    const [payment] = await db
      .update(sandboxPayPalPayments)
      .set({ status: input.approve ? 'APPROVED' : 'CANCELLED' })
      .where(and(eq(sandboxPayPalPayments.id, input.paymentId), eq(sandboxPayPalPayments.status, 'CREATED')))
      .returning();
    if (!payment) return null;
    const separator = payment.returnPath.includes('?') ? '&' : '?';
    const query = input.approve
      ? new URLSearchParams({ paymentId: payment.id, token: payment.token, PayerID: payment.payerId })
      : new URLSearchParams({ paypal: 'cancelled' });
    return { returnPath: `${payment.returnPath}${separator}${query.toString()}` };
  },

  completePayPal: async (db, input) => {
    const [payment] = await db
      .update(sandboxPayPalPayments)
      .set({ status: 'COMPLETED' })
      .where(
        and(
          eq(sandboxPayPalPayments.id, input.paymentId),
          eq(sandboxPayPalPayments.clientId, input.clientId),
          eq(sandboxPayPalPayments.token, input.token),
          eq(sandboxPayPalPayments.payerId, input.payerId),
          eq(sandboxPayPalPayments.status, 'APPROVED'),
        ),
      )
      .returning();
    if (!payment) return fail('invalid', 'payment.error.paypal-not-approved');
    const details: PaymentDetails = { method: 'paypal', paypalAccountEmail: payment.email };
    const nonce = token('nonce');
    await db.insert(sandboxNonces).values({
      nonce,
      clientId: input.clientId,
      method: 'paypal',
      details,
      magic: magicOf(details),
      isVerified: true,
    });
    return { ok: true, nonce };
  },

  describeNonce: async (db, input) => {
    const [row] = await db
      .select()
      .from(sandboxNonces)
      .where(
        and(
          eq(sandboxNonces.nonce, input.nonce),
          eq(sandboxNonces.clientId, input.clientId),
          isNull(sandboxNonces.consumedAt),
        ),
      );
    return row ? { ...row.details, isVerified: row.isVerified } : null;
  },

  vault: async (db, input) => {
    const [row] = await db
      .update(sandboxNonces)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(sandboxNonces.nonce, input.nonce),
          eq(sandboxNonces.clientId, input.clientId),
          isNull(sandboxNonces.consumedAt),
        ),
      )
      .returning();
    if (!row) return fail('invalid', 'payment.error.nonce-invalid');
    if (!row.isVerified) return fail('declined', 'three_d_secure_required');
    const vaultToken = token('vault');
    await db.insert(sandboxVault).values({
      token: vaultToken,
      clientId: input.clientId,
      method: row.method,
      details: row.details,
      magic: row.magic,
    });
    return { ok: true, token: vaultToken, details: row.details };
  },

  charge: async (db, input): Promise<ChargeResult> => {
    const replay = async (): Promise<ChargeResult | null> => {
      const [done] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, input.idempotencyKey));
      if (!done) return null;
      return done.status === 'SUCCEEDED'
        ? { ok: true, transactionId: done.id, amount: done.amount, isReplay: true }
        : fail('declined', done.failureReason ?? 'declined');
    };
    const previous = await replay();
    if (previous) return previous;

    let method: string;
    let magic: string | null;
    if ('nonce' in input.source) {
      const [row] = await db
        .select()
        .from(sandboxNonces)
        .where(and(eq(sandboxNonces.nonce, input.source.nonce), eq(sandboxNonces.clientId, input.clientId)));
      if (!row || row.consumedAt) return fail('invalid', 'payment.error.nonce-invalid');
      if (!row.isVerified) return fail('declined', 'three_d_secure_required');
      method = row.method;
      magic = row.magic;
    } else {
      const [row] = await db
        .select()
        .from(sandboxVault)
        .where(and(eq(sandboxVault.token, input.source.token), eq(sandboxVault.clientId, input.clientId)));
      if (!row) return fail('invalid', 'payment.error.method-invalid');
      method = row.method;
      magic = row.magic;
    }
    if (magic === 'unavailable') return fail('unavailable', 'processor_unavailable');
    const declined = magic === 'declined';
    const [inserted] = await db
      .insert(sandboxCharges)
      .values({
        clientId: input.clientId,
        idempotencyKey: input.idempotencyKey,
        amount: input.amount,
        currency: input.currency,
        method,
        status: declined ? 'DECLINED' : 'SUCCEEDED',
        failureReason: declined ? 'card_declined' : null,
      })
      .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
      .returning();
    // A charge with the same key that got in first wins; answer its result.
    if (!inserted) return (await replay()) ?? fail('unavailable', 'processor_unavailable');
    if ('nonce' in input.source)
      await db
        .update(sandboxNonces)
        .set({ consumedAt: sql`now()` })
        .where(eq(sandboxNonces.nonce, input.source.nonce));
    return declined
      ? fail('declined', 'card_declined')
      : { ok: true, transactionId: inserted.id, amount: inserted.amount, isReplay: false };
  },

  refund: async (db, input) => {
    await db
      .update(sandboxCharges)
      .set({
        refundedAt: sql`now()`,
        refundedAmount: sql`greatest(${sandboxCharges.refundedAmount}, least(${sandboxCharges.amount}, ${input.amount}))`,
      })
      .where(and(eq(sandboxCharges.id, input.transactionId), eq(sandboxCharges.clientId, input.clientId)));
  },
};
