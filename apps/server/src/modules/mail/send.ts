// Sending a mail: rendered and kept in the outbox in the sender's transaction, delivered by a job
// (`mail.deliver`) once that transaction committed.
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { enqueueJob } from '../jobs/index.ts';
import { renderMail } from './render.ts';
import { type MailData, type MailTemplateName, mailTemplates } from './templates/index.ts';

/** A mail to send: its recipient, its template and the data the template renders. */
export interface MailRequest<Name extends MailTemplateName> {
  to: string;
  template: Name;
  data: MailData<Name>;
  /**
   * Notification mail: the absolute address that turns this kind of mail off in one click. Shown in the
   * footer and sent as `List-Unsubscribe` with `List-Unsubscribe-Post` (essential mail has none).
   */
  unsubscribeUrl?: string;
  /** Where replies go (e.g. the person the mail is about), instead of the sender. */
  replyTo?: string;
}

/** The name of the job that delivers one kept mail (payload `{ id }`). */
export const deliverJob = 'mail.deliver';

/** Control characters anywhere, or a `<`/`>`/space in an address: what could change a header's meaning. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const unsafeInHeader = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/;

/** An address a mail may go to or name: one line, no angle brackets, one `@` with text on both sides. */
export function isMailAddress(value: string): boolean {
  return (
    value.length >= 3 &&
    value.length <= 320 &&
    !unsafeInHeader.test(value) &&
    /^[^\s<>@,;"]+@[^\s<>@,;"]+$/.test(value)
  );
}

function isUnsubscribeUrl(value: string): boolean {
  if (value.length > 2000 || unsafeInHeader.test(value) || /[\s<>]/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Keeps the mail in the outbox and enqueues its delivery, in `q`'s transaction. An address with a line
 * break or control character (it could inject headers), or an unsubscribe address that is not an absolute
 * http(s) URL on one line, is refused with a 400.
 */
export async function sendMail<Name extends MailTemplateName>(
  q: Queryable,
  now: Date,
  request: MailRequest<Name>,
): Promise<void> {
  if (!isMailAddress(request.to))
    throw new ApiError(400, 'validation_failed', 'The e-mail address cannot receive mail');
  if (request.replyTo !== undefined && !isMailAddress(request.replyTo))
    throw new ApiError(400, 'validation_failed', 'The reply address cannot receive mail');
  if (request.unsubscribeUrl !== undefined && !isUnsubscribeUrl(request.unsubscribeUrl))
    throw new ApiError(400, 'validation_failed', 'The unsubscribe link must be an absolute http(s) address');
  // Essential mail (account, security) cannot be turned off: it carries no unsubscribe link.
  const unsubscribeUrl =
    mailTemplates[request.template].kind === 'notification' ? (request.unsubscribeUrl ?? null) : null;
  const mail = await renderMail(request.template, request.data, unsubscribeUrl ?? undefined);
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO mail_outbox
       (to_address, template, subject, text_body, html_body, unsubscribe_url, reply_to, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      request.to,
      request.template,
      mail.subject,
      mail.text,
      mail.html,
      unsubscribeUrl,
      request.replyTo ?? null,
      now,
    ],
  );
  await enqueueJob(q, deliverJob, { id: row?.id }, now, { maxAttempts: deliveryAttempts });
}

/** Tries of one delivery before its job is dead: with the queue's backoff, about an hour and a half. */
export const deliveryAttempts = 10;
