import type { PaymentMethodKind } from '@shipdeck/domain/payments/payments.schema';
import type { Db } from '../../platform/db/database.ts';

/**
 * The contract of a payment gateway: the browser collects the payment details
 * with the gateway's SDK (initialised with a client token) and hands our server a single-use
 * nonce; cards go through 3-D Secure first, PayPal through an approval round trip. The server
 * charges a nonce or a vaulted token with an idempotency key, so a charge retried with the same key
 * is charged once. Providers know nothing of HTTP; amounts are integer minor units.
 */

export type PaymentDetails = {
  method: PaymentMethodKind;
  cardLastFour?: string;
  cardType?: string;
  cardExpiration?: string;
  paypalAccountEmail?: string;
  ibanLastFour?: string;
};

export type GatewayFailure = {
  ok: false;
  /** declined: the bank or wallet said no; invalid: the nonce or details are unusable; unavailable: try later. */
  kind: 'declined' | 'invalid' | 'unavailable';
  reason: string;
  /** The collected detail the failure is about (`card.number`, `card.expiry`, `card.cvv`), when one is. */
  field?: string;
};

export type ChargeResult =
  | { ok: true; transactionId: string; amount: number; isReplay: boolean }
  | GatewayFailure;

export type PaymentGateway = {
  readonly identifier: string;
  clientToken(options: { clientId: string }): string;
  /** Stands in for the browser SDK: turns collected details into a single-use nonce. */
  tokenize(
    db: Db,
    input: {
      clientId: string;
      method: PaymentMethodKind;
      card?: { number: string; expiry: string; cvv: string };
      iban?: string;
      paypalAccountEmail?: string;
    },
  ): Promise<{ ok: true; nonce: string; details: PaymentDetails } | GatewayFailure>;
  /** Starts the 3-D Secure check of a card nonce; the browser shows the challenge. */
  startThreeDSecure(
    db: Db,
    input: { clientId: string; nonce: string; amount: number },
  ): Promise<{ ok: true; challengeId: string } | GatewayFailure>;
  /** The answer to the challenge; on success the nonce is verified (liability shifted). */
  completeThreeDSecure(
    db: Db,
    input: { clientId: string; challengeId: string; code: string },
  ): Promise<{ ok: true; nonce: string } | GatewayFailure>;
  startPayPal(
    db: Db,
    input: { clientId: string; amount: number; returnPath: string; email?: string },
  ): Promise<{ paymentId: string }>;
  /** The approval page's decision; answers where to send the browser back (three query parameters). */
  decidePayPal(
    db: Db,
    input: { paymentId: string; approve: boolean },
  ): Promise<{ returnPath: string } | null>;
  /** The return from PayPal turned into a nonce. */
  completePayPal(
    db: Db,
    input: { clientId: string; paymentId: string; token: string; payerId: string },
  ): Promise<{ ok: true; nonce: string } | GatewayFailure>;
  /** Describes a nonce without using it. */
  describeNonce(
    db: Db,
    input: { clientId: string; nonce: string },
  ): Promise<(PaymentDetails & { isVerified: boolean }) | null>;
  /** Stores a nonce's payment details for later charges; answers the vault token. */
  vault(
    db: Db,
    input: { clientId: string; nonce: string },
  ): Promise<{ ok: true; token: string; details: PaymentDetails } | GatewayFailure>;
  /**
   * Charges a nonce or a vault token. The same idempotency key charges once: a repeat answers the
   * first result with `isReplay`. A nonce is single use ('payment.error.nonce-invalid' once used),
   * and one the payer approved for an amount (3-D Secure, PayPal) charges at most that amount, in that
   * currency ('payment.error.amount-mismatch' otherwise, nothing charged): as with a card authorisation,
   * an order that buys fewer labels than the payer approved (some drafts failed) may take less.
   */
  charge(
    db: Db,
    input: {
      clientId: string;
      source: { nonce: string } | { token: string };
      amount: number;
      currency: 'EUR';
      idempotencyKey: string;
    },
  ): Promise<ChargeResult>;
  /**
   * Gives money back on a charge (shipments an order paid for but could not buy). `amount` is the
   * total to have been refunded on that charge so far, never more than the charge, so asking again
   * with the same amount gives nothing more.
   */
  refund(db: Db, input: { clientId: string; transactionId: string; amount: number }): Promise<void>;
};
