import type { Db } from '../../platform/db/database.ts';

/** Sends text messages (one-time codes). The sandbox keeps them in the `sms_outbox` table. */
export type SmsProvider = {
  readonly identifier: string;
  send(db: Db, message: { clientId: string; phone: string; body: string }): Promise<void>;
  /** A sandbox's fixed one-time code for its documented test numbers; real gateways have none. */
  fixedCodeFor?(phone: string): string | undefined;
};
