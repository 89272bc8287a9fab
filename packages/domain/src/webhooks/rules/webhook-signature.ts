import { createHmac, timingSafeEqual } from 'node:crypto';

/** A receiver refuses a signature older (or newer) than this: a captured delivery cannot be replayed later. */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;

const hmacHex = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/**
 * The signature header of one delivery, Stripe's way: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret,
 * "<t>.<raw body>")>`. Signing the time with the body lets a receiver refuse an old delivery sent again.
 */
export const signWebhook = (input: { secret: string; timestamp: number; body: string }) =>
  `t=${input.timestamp},v1=${hmacHex(input.secret, input.timestamp, input.body)}`;

/**
 * Whether a header signs this raw body with this secret within the tolerance of `now` (unix seconds); what
 * a receiver runs (the documented snippet is this function). Any `v1` of the header may match, so a
 * receiver can verify during a secret rotation too.
 */
export const verifyWebhookSignature = (input: {
  secret: string;
  header: string;
  body: string;
  now: number;
  toleranceSeconds?: number;
}): boolean => {
  const parts = input.header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(input.now - timestamp) > (input.toleranceSeconds ?? WEBHOOK_SIGNATURE_TOLERANCE_SECONDS))
    return false;
  const expected = Buffer.from(hmacHex(input.secret, timestamp, input.body), 'hex');
  return parts
    .filter(([key, value]) => key === 'v1' && value !== undefined && /^[0-9a-f]{64}$/.test(value))
    .some(([, value]) => timingSafeEqual(Buffer.from(value!, 'hex'), expected));
};
