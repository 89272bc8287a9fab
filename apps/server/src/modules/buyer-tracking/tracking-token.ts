import { createHash, randomBytes } from 'node:crypto';

/** 128 random bits, URL-safe: too many to guess, short enough for a link in a mail. */
export const generateTrackingToken = () => randomBytes(16).toString('base64url');

/** Only this digest is stored, so a database leak gives no working link. */
export const hashTrackingToken = (token: string) => createHash('sha256').update(token).digest('hex');
