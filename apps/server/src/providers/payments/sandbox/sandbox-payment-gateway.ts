import { randomBytes, randomUUID } from 'node:crypto';
import { cardDigitsOf, cardErrorsOf } from '@shipdeck/domain/payments/rules/card-details';
import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { Db } from '../../../platform/db/database.ts';
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

const NONCE_INVALID = 'payment.error.nonce-invalid';
type ChargeInput = Parameters<PaymentGateway['charge']>[1];
type ClaimedSource = { ok: true; method: string; magic: string | null };

/** Ends a charge's transaction without keeping its writes (the nonce stays usable), answering `result`. */
class RolledBack extends Error {
  constructor(readonly result: ChargeResult | null) {
    super('charge rolled back');
  }
}
const rollBack = (result: ChargeResult | null): never => {
  throw new RolledBack(result);
};
const rolledBack = (error: unknown) => {
  if (error instanceof RolledBack) return error.result;
  throw error;
};

/**
 * Takes the payment source for one charge. A nonce is single use: it is marked consumed in the
 * same statement that checks it is unused, verified and approved for this very amount and
 * currency, so of many charges racing with one nonce exactly one gets it. A vault token (a stored
 * method, charged by the merchant later) is reusable and carries no approved amount.
 */
const claimSource = async (tx: Db, input: ChargeInput): Promise<ClaimedSource | GatewayFailure> => {
  if ('token' in input.source) {
    const [row] = await tx
      .select()
      .from(sandboxVault)
      .where(and(eq(sandboxVault.token, input.source.token), eq(sandboxVault.clientId, input.clientId)));
    return row
      ? { ok: true, method: row.method, magic: row.magic }
      : fail('invalid', 'payment.error.method-invalid');
  }
  const ofThisNonce = and(
    eq(sandboxNonces.nonce, input.source.nonce),
    eq(sandboxNonces.clientId, input.clientId),
  );
  const [claimed] = await tx
    .update(sandboxNonces)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        ofThisNonce,
        isNull(sandboxNonces.consumedAt),
        eq(sandboxNonces.isVerified, true),
        or(
          isNull(sandboxNonces.authorisedAmount),
          and(
            gte(sandboxNonces.authorisedAmount, input.amount),
            eq(sandboxNonces.authorisedCurrency, input.currency),
          ),
        ),
      ),
    )
    .returning();
  if (claimed) return { ok: true, method: claimed.method, magic: claimed.magic };
  const [row] = await tx.select().from(sandboxNonces).where(ofThisNonce);
  if (!row || row.consumedAt) return fail('invalid', NONCE_INVALID);
  if (!row.isVerified) return fail('declined', 'three_d_secure_required');
  return fail('invalid', 'payment.error.amount-mismatch');
};

/**
 * The built-in gateway: deterministic, offline, its records in the app's
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
    if (!row || row.consumedAt) return fail('invalid', NONCE_INVALID);
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
    await db
      .update(sandboxNonces)
      .set({ isVerified: true, authorisedAmount: challenge.amount, authorisedCurrency: challenge.currency })
      .where(eq(sandboxNonces.nonce, nonce.nonce));
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
      authorisedAmount: payment.amount,
      authorisedCurrency: payment.currency,
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

    const charged = await db
      .transaction(async (tx) => {
        const source = await claimSource(tx, input);
        if (!source.ok) return source;
        if (source.magic === 'unavailable') return rollBack(fail('unavailable', 'processor_unavailable'));
        const declined = source.magic === 'declined';
        const [inserted] = await tx
          .insert(sandboxCharges)
          .values({
            clientId: input.clientId,
            idempotencyKey: input.idempotencyKey,
            amount: input.amount,
            currency: input.currency,
            method: source.method,
            status: declined ? 'DECLINED' : 'SUCCEEDED',
            failureReason: declined ? 'card_declined' : null,
          })
          .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
          .returning();
        // A charge with the same key got in first: give the nonce back and answer that charge's result.
        if (!inserted) return rollBack(null);
        return declined
          ? fail('declined', 'card_declined')
          : ({ ok: true, transactionId: inserted.id, amount: inserted.amount, isReplay: false } as const);
      })
      .catch(rolledBack);
    if (!charged) return (await replay()) ?? fail('unavailable', 'processor_unavailable');
    // A nonce already used by a charge with this key (a settlement retried in parallel) answers that charge.
    if (!charged.ok && charged.reason === NONCE_INVALID) return (await replay()) ?? charged;
    return charged;
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
