// The mail module's only door (ADR 0095): other modules send mail with `sendMail` in the transaction of the
// change it tells about; the `mail.deliver` job delivers it over SMTP (`SMTP_URL`) or keeps it for the local
// inbox (`/dev/mail`). Links in mails are absolute: `absoluteUrl(path)` on the public URL (`PUBLIC_URL`).
import type { Transporter } from 'nodemailer';
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { listAdminMail } from './admin.ts';
import { deliverMail } from './deliver.ts';
import { defaultPublicUrl, setPublicUrl } from './public-url.ts';
import { deliverJob } from './send.ts';
import { createMailTransport } from './transport.ts';

export { registerDevInbox } from './dev-inbox.ts';
export { absoluteUrl, publicUrl } from './public-url.ts';
export { sendMail } from './send.ts';

declare module '../../plugins/openapi/operation.ts' {
  interface ModuleServices {
    mail: {
      /** The SMTP transport, or none: then mail is only kept in the outbox (the local inbox). */
      transport: Transporter | undefined;
      /** The `From` of every mail. */
      from: string;
    };
  }
  interface ModuleOptions {
    /** `SMTP_URL`: the SMTP server mail is delivered to; none keeps mail in the outbox only. */
    smtpUrl?: string | undefined;
    /** `MAIL_FROM`: the sender, by default `RoboMarket <no-reply@robomarket.example>`. */
    mailFrom?: string;
    /** `PUBLIC_URL`: the base of links in mails, by default `http://localhost:8787`. */
    publicUrl?: string;
  }
}

/** Mail: the outbox, its delivery and the admins' list of it (contract tag `mail`). */
export const mailModule: ServerModule<'mail'> = {
  name: 'mail',
  tables: ['mail_outbox'],
  operations: { listAdminMail },
  jobs: { [deliverJob]: deliverMail },
  start: ({ options }) => {
    setPublicUrl(options.publicUrl ?? defaultPublicUrl());
    const transport = options.smtpUrl === undefined ? undefined : createMailTransport(options.smtpUrl);
    return {
      services: { transport, from: options.mailFrom ?? 'RoboMarket <no-reply@robomarket.example>' },
      stop: () => transport?.close(),
    };
  },
};
