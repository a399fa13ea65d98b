import type { Queryable } from '../../db/db.ts';

/** A message sent through the contact form. */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  receivedAt: Date;
}

interface ContactRow {
  id: string;
  name: string;
  email: string;
  message: string;
  received_at: Date;
}

const toContact = (row: ContactRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  receivedAt: new Date(row.received_at),
});

/** Stores a contact message exactly as given. */
export async function insertContactMessage(
  db: Queryable,
  input: { name: string; email: string; message: string },
  now: Date,
): Promise<ContactMessage> {
  const [row] = await db.query<ContactRow>(
    `INSERT INTO contact_messages (name, email, message, received_at) VALUES ($1, $2, $3, $4)
     RETURNING id, name, email, message, received_at`,
    [input.name, input.email, input.message, now],
  );
  if (row === undefined) throw new Error('INSERT ... RETURNING gave no row');
  return toContact(row);
}

/** The latest contact messages, newest first. */
export async function latestContactMessages(db: Queryable, limit: number): Promise<ContactMessage[]> {
  const rows = await db.query<ContactRow>(
    'SELECT id, name, email, message, received_at FROM contact_messages ORDER BY received_at DESC, id LIMIT $1',
    [limit],
  );
  return rows.map(toContact);
}

/** Subscribes `email` unless it is subscribed already (ignoring case); one statement, so races keep one row. */
export async function subscribeNewsletter(db: Queryable, email: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO newsletter_subscriptions (email, subscribed_at) VALUES ($1, $2)
     ON CONFLICT (lower(email)) DO NOTHING`,
    [email, now],
  );
}

/** How many addresses are subscribed. */
export async function countNewsletterSubscriptions(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM newsletter_subscriptions',
  );
  return row?.count ?? 0;
}

/** Adds one view of `path` from `referrerHost` ('' for none) to the count of `now`'s day (UTC), atomically. */
export async function countPageView(
  db: Queryable,
  path: string,
  referrerHost: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO page_view_counts (day, path, referrer_host, views)
     VALUES (($3::timestamptz AT TIME ZONE 'UTC')::date, $1, $2, 1)
     ON CONFLICT (day, path, referrer_host) DO UPDATE SET views = page_view_counts.views + 1`,
    [path, referrerHost, now],
  );
}

/** Views per path and referring host on `day` (YYYY-MM-DD), most viewed first. */
export async function pageViewsOn(
  db: Queryable,
  day: string,
): Promise<{ path: string; referrerHost: string; views: number }[]> {
  const rows = await db.query<{ path: string; referrer_host: string; views: string }>(
    'SELECT path, referrer_host, views::text AS views FROM page_view_counts WHERE day = $1::date ORDER BY views DESC, path',
    [day],
  );
  return rows.map((row) => ({ path: row.path, referrerHost: row.referrer_host, views: Number(row.views) }));
}
