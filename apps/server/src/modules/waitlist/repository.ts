import type { Queryable } from '../../db/db.ts';

/** One address on the waitlist. */
export interface WaitlistEntry {
  /** The address as first given. */
  email: string;
  /** When it first joined. */
  joinedAt: Date;
}

interface Row {
  email: string;
  joined_at: Date;
}

const toEntry = (row: Row): WaitlistEntry => ({ email: row.email, joinedAt: new Date(row.joined_at) });

/**
 * Puts `email` on the waitlist unless it is there already, ignoring case. Returns the stored entry:
 * the new one, or the original with its first `joinedAt`.
 */
export async function joinWaitlist(db: Queryable, email: string): Promise<WaitlistEntry> {
  const [inserted] = await db.query<Row>(
    `INSERT INTO waitlist_signups (email) VALUES ($1)
     ON CONFLICT (lower(email)) DO NOTHING
     RETURNING email, joined_at`,
    [email],
  );
  if (inserted !== undefined) return toEntry(inserted);
  const [existing] = await db.query<Row>(
    'SELECT email, joined_at FROM waitlist_signups WHERE lower(email) = lower($1)',
    [email],
  );
  if (existing === undefined) throw new Error('Waitlist entry vanished between insert and select');
  return toEntry(existing);
}

/** How many addresses are on the waitlist. */
export async function countWaitlist(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM waitlist_signups');
  return row?.count ?? 0;
}
