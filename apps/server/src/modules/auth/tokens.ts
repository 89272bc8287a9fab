import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque secret for a cookie, link or key: 32 random bytes, URL-safe. */
export const generateToken = () => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a database leak gives no usable session, link or key. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};
