import { hash, verify } from '@node-rs/argon2';
import { tooManyRequests } from './auth-errors.ts';
import { createWorkGate } from './work-gate.ts';

export type PasswordHashingLimits = { concurrency: number; queueLimit: number };

// argon2 runs on libuv's small thread pool, which file reads and compression share: unbounded, a
// login flood would stall every other request. Set from the configuration when the app is built.
let gate = createWorkGate({ concurrency: 2, queueLimit: 16 });

export const limitPasswordHashing = (limits: PasswordHashingLimits) => {
  gate = createWorkGate(limits);
};

/** Runs argon2 work through the gate; a full queue answers 429 at once. */
const throughGate = async <T>(work: () => Promise<T>): Promise<T> => {
  const result = await gate.run(work);
  if (!result.isAdmitted) throw tooManyRequests(1);
  return result.value;
};

// @node-rs/argon2 defaults to argon2id (m=19 MiB, t=2, p=1), the OWASP baseline.
export const hashPassword = (password: string) => throughGate(() => hash(password));

// Verified against when the e-mail is unknown, so a miss costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export const verifyPassword = (passwordHash: string | undefined, password: string) =>
  throughGate(async () => {
    if (!passwordHash) {
      dummyHash ??= hash('not-a-real-password-Aa1!');
      await verify(await dummyHash, password).catch(() => false);
      return false;
    }
    return verify(passwordHash, password).catch(() => false);
  });
