export type MailAttachment = {
  filename: string;
  contentType: string;
  content: Buffer;
};

export type MailMessage = {
  to: string;
  subject: string;
  /** Plain text; every link in it is written out in full so any mail client can follow it. */
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Shown as the sender's name beside the configured address (a seller's brand for its buyers). */
  fromName?: string;
  /** Where answers go when it is not the sending address (a seller's own address for its buyers). */
  replyTo?: string;
  /** The client the mail concerns, when there is one (kept with outbox mail for scoping). */
  clientId?: string;
  /**
   * What the mail is (`seller-mails.welcome`, `auth.password-reset` …): kept with outbox mail so a
   * reader of the outbox picks the mail it means; never shown to the recipient.
   */
  kind?: string;
};

/** The bare address of MAIL_FROM, which may carry a display name (`Shipdeck <no-reply@…>`). */
export const senderAddressOf = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();

/**
 * Sends mail. One implementation per transport: SMTP when SMTP_URL is configured, otherwise the
 * local outbox stored in the database and shown at /dev/outbox.
 */
export type MailProvider = {
  readonly identifier: 'smtp' | 'outbox';
  send: (message: MailMessage) => Promise<{ id: string }>;
};
