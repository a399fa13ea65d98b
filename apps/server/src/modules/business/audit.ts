// The audit log: who did what for a business, and when. Every module records through `recordAudit`, in the
// transaction of the change it records, so a change and its record commit together or not at all.
import type { Queryable } from '../../db/db.ts';
import type { ListCursor } from '../../lib/list-cursor.ts';

/** One thing done for a business. `action` is `<subject>.<verb>`, e.g. `member.updated`, `proposal.awarded`. */
export interface AuditEvent {
  businessId: string;
  /** The user who did it; null for the platform (a timer, a provider). */
  actorId: string | null;
  action: string;
  subjectType: string;
  subjectId?: string | null | undefined;
  /** What a reader needs to understand the event (names, amounts); never a secret. */
  details?: Record<string, unknown> | undefined;
  at: Date;
}

/** Appends an event to a business's audit log. */
export async function recordAudit(db: Queryable, event: AuditEvent): Promise<void> {
  await db.query(
    `INSERT INTO audit_events (business_id, actor_id, action, subject_type, subject_id, details, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
    [
      event.businessId,
      event.actorId,
      event.action,
      event.subjectType,
      event.subjectId ?? null,
      JSON.stringify(event.details ?? {}),
      event.at,
    ],
  );
}

/** An event as the audit log shows it, with the actor's name and e-mail. */
export interface AuditRow {
  id: string;
  action: string;
  actor_id: string | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_email: string | null;
  subject_type: string;
  subject_id: string | null;
  details: Record<string, unknown>;
  created_at: Date;
}

/** What the audit log is narrowed to; every filter is optional and they combine. */
export interface AuditFilter {
  /** An action (`member.updated`) or a subject (`member`: every `member.*`). */
  action?: string | undefined;
  actorId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** A page of a business's events matching `filter`, newest first; one more than `limit` says there is more. */
export async function listAuditRows(
  db: Queryable,
  businessId: string,
  filter: AuditFilter,
  limit: number,
  after: ListCursor | undefined,
): Promise<AuditRow[]> {
  return db.query<AuditRow>(
    `SELECT e.id, e.action, e.actor_id, u.first_name AS actor_first_name, u.last_name AS actor_last_name,
            u.email AS actor_email, e.subject_type, e.subject_id, e.details, e.created_at
       FROM audit_events e LEFT JOIN user_accounts u ON u.id = e.actor_id
      WHERE e.business_id = $1
        AND ($2::text IS NULL OR e.action = $2 OR starts_with(e.action, $2 || '.'))
        AND ($3::uuid IS NULL OR e.actor_id = $3)
        AND ($4::timestamptz IS NULL OR e.created_at >= $4)
        AND ($5::timestamptz IS NULL OR e.created_at <= $5)
        AND ($6::timestamptz IS NULL OR (e.created_at, e.id) < ($6::timestamptz, $7::uuid))
      ORDER BY e.created_at DESC, e.id DESC
      LIMIT $8`,
    [
      businessId,
      filter.action ?? null,
      filter.actorId ?? null,
      filter.from ?? null,
      filter.to ?? null,
      after?.createdAt ?? null,
      after?.id ?? null,
      limit + 1,
    ],
  );
}
