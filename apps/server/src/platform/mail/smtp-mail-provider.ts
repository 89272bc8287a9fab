import nodemailer from 'nodemailer';
import { type MailProvider, senderAddressOf } from './mail-provider.ts';

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:port or smtps://…). */
export const createSmtpMailProvider = (smtpUrl: string, from: string): MailProvider => {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    identifier: 'smtp',
    send: async (message) => {
      const info = await transport.sendMail({
        // A display name of our own replaces the one MAIL_FROM may carry.
        from: message.fromName ? { name: message.fromName, address: senderAddressOf(from) } : from,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
      return { id: String(info.messageId) };
    },
  };
};
