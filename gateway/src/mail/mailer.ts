import nodemailer from 'nodemailer';
import type { Logger } from '@nails/platform';
import { deliverToMailbox } from './mailbox.ts';

export interface OutgoingMail {
  /**
   * The Message-ID (without angle brackets), chosen by the sender from what the mail is (an
   * outbox item and its attempt number stay the same across retries): the local mailbox keeps
   * one file per id, and a receiving server that sees the id twice may drop the second.
   */
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  language: string;
  /** RFC 8058 one-click unsubscribe URL, sent as the List-Unsubscribe header. */
  unsubscribeUrl?: string;
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

export interface MailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://…`: nodemailer's SMTP transport. Absent: the local mailbox. */
  smtpUrl?: string;
  from: string;
  /** VAR_DIR: the mailbox is `${dataDir}/gateway/mailbox` when there is no SMTP. */
  dataDir: string;
  logger?: Pick<Logger, 'info'>;
}

/**
 * The gateway's mail: SMTP through nodemailer when `SMTP_URL` is set, else the local mailbox.
 * Logs say which mail was sent (its id and kind of subject line), never to whom: an address is
 * personal data (team rules, "Quality bar").
 */
export function createMailer(options: MailerOptions): SendMail {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return async (mail) => {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.id}>`,
        headers: { 'Content-Language': mail.language },
        ...(mail.unsubscribeUrl
          ? { list: { unsubscribe: { url: mail.unsubscribeUrl, comment: 'Unsubscribe' } } }
          : {}),
      });
      options.logger?.info({ mailId: mail.id }, 'mail sent by SMTP');
    };
  }
  return async (mail) => {
    deliverToMailbox(options.dataDir, {
      id: mail.id,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      language: mail.language,
    });
    options.logger?.info({ mailId: mail.id }, 'mail written to the local mailbox');
  };
}
