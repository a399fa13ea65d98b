// The `mail.deliver` job: hands one kept mail to the SMTP server when one is configured (`SMTP_URL`); with
// none, the outbox is the inbox (`/dev/mail`) and the mail counts as delivered there. A refusal throws, so
// the queue tries again later (ADR 0094); a mail already delivered is not sent again.
import type { JobDefinition } from '../../plugins/openapi/operation.ts';
import { deliveryAttempts } from './send.ts';
import { mailMessage, type OutboxMail } from './transport.ts';

export const deliverMail: JobDefinition = {
  maxAttempts: deliveryAttempts,
  async run(payload, { db, now, services }) {
    const { id } = payload as { id: string };
    const [mail] = await db.query<OutboxMail>(
      `SELECT id, to_address, subject, text_body, html_body, unsubscribe_url, reply_to
       FROM mail_outbox WHERE id = $1 AND sent_at IS NULL`,
      [id],
    );
    if (mail === undefined) return;
    const { transport, from } = services.mail;
    if (transport !== undefined) {
      try {
        await transport.sendMail(mailMessage(mail, from));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db.query(`UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [
          id,
          message.slice(0, 2000),
        ]);
        throw error;
      }
    }
    await db.query(
      `UPDATE mail_outbox SET sent_at = $2, attempts = attempts + 1, last_error = NULL
       WHERE id = $1 AND sent_at IS NULL`,
      [id, now()],
    );
  },
};
