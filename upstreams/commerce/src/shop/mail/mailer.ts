import nodemailer from 'nodemailer';
import type { Logger } from '@nails/platform';
import { deliverToMailbox } from './mailbox.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** SMTP when `smtpUrl` is set (nodemailer), else the local mailbox under var/. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  varDir: string;
  logger?: Logger;
}): SendMail {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return async (mail) => {
      await transport.sendMail({ from: options.from, ...mail });
      options.logger?.info({ subject: mail.subject }, 'mail sent by SMTP');
    };
  }
  return async (mail) => {
    const stored = deliverToMailbox(options.varDir, mail);
    options.logger?.info({ mailId: stored.id, subject: mail.subject }, 'mail written to the local mailbox');
  };
}
