// The audit log: who did what for a business, and when. Every module records through `recordAudit`, in the
// transaction of the change it records, so a change and its record commit together or not at all.
import type { Queryable } from '../../db/db.ts';

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
