import type { Queryable } from '../db/db.ts';

/** A mail as the outbox kept it. */
export interface KeptMail {
  to: string;
  template: string;
  subject: string;
  text: string;
  html: string;
  /** Every link of the HTML part, in order. */
  links: string[];
}

/** The mails kept for `address`, oldest first. */
export async function mailsTo(db: Queryable, address: string): Promise<KeptMail[]> {
  const rows = await db.query<{
    to_address: string;
    template: string;
    subject: string;
    text_body: string;
    html_body: string;
  }>(
    `SELECT to_address, template, subject, text_body, html_body FROM mail_outbox
     WHERE lower(to_address) = lower($1) ORDER BY created_at, id`,
    [address],
  );
  return rows.map((row) => ({
    to: row.to_address,
    template: row.template,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    links: [...row.html_body.matchAll(/href="([^"]*)"/g)].map((match) =>
      (match[1] ?? '').replaceAll('&amp;', '&'),
    ),
  }));
}
