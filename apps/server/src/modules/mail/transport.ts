// Nodemailer over SMTP: the transport `SMTP_URL` names, and the message one kept mail becomes.
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { headerValue } from './render.ts';

/** A kept mail as the delivery reads it from the outbox. */
export interface OutboxMail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  unsubscribe_url: string | null;
  reply_to: string | null;
}

/** The SMTP transport for `smtpUrl` (`smtp://user:pass@host:587`, `smtps://host:465`). */
export function createMailTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport(smtpUrl);
}

/** The domain of the message ids: the sender's, or the product's. */
const messageIdDomain = (from: string): string => /@([^\s<>@]+)>?$/.exec(from)?.[1] ?? 'robomarket.example';

/**
 * The message of one kept mail: HTML and plain-text parts, `From`, one-line headers (any line break in a
 * value becomes a space: no header can be injected through data), a message id made from the outbox id (a
 * delivery tried twice is the same message), and the one-click unsubscribe headers of notification mail.
 */
export function mailMessage(mail: OutboxMail, from: string): SendMailOptions {
  return {
    from,
    to: headerValue(mail.to_address),
    subject: headerValue(mail.subject),
    text: mail.text_body,
    html: mail.html_body,
    messageId: `<${mail.id}@${messageIdDomain(from)}>`,
    ...(mail.reply_to === null ? {} : { replyTo: headerValue(mail.reply_to) }),
    ...(mail.unsubscribe_url === null
      ? {}
      : {
          list: { unsubscribe: headerValue(mail.unsubscribe_url) },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }),
  };
}
