// The notifications module's SQL: notifications, preferences, business RFP news settings and unsubscribe
// tokens (all its own tables), and the published views it reads recipients from.
import type { BusinessRole, NotificationType } from '@robomarket/api-client/enums';
import type { Db, Queryable } from '../../db/db.ts';
import type { ListCursor } from '../../lib/list-cursor.ts';

/** A notification as stored. */
export interface NotificationRow {
  id: string;
  user_id: string;
  type: NotificationType;
  title: string;
  link: string;
  subject_type: string;
  subject_id: string;
  read_at: Date | null;
  created_at: Date;
}

const columns = 'id, user_id, type, title, link, subject_type, subject_id, read_at, created_at';

/** What one recipient gets: in the app, and how its mail goes. */
export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  link: string;
  subjectType: string;
  subjectId: string;
  data: Record<string, unknown>;
  inApp: boolean;
  mailState: 'digest' | 'batched' | 'sent' | null;
}

/**
 * Tells the user's open bell streams that their unread count changed (`GET /v2/notifications/events`): a
 * `pg_notify` in `q`'s transaction, so it is heard on every instance once (and only if) the change commits.
 */
export async function announceUnread(q: Queryable, userId: string): Promise<void> {
  await q.query(`SELECT robomarket_notify_event(json_build_object('t', 'unread', 'u', $1::text))`, [userId]);
}

export async function insertNotification(q: Queryable, row: NewNotification, at: Date): Promise<string> {
  const [inserted] = await q.query<{ id: string }>(
    `INSERT INTO notifications (user_id, type, title, link, subject_type, subject_id, data, in_app, mail_state,
       mailed_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $9 = 'sent' THEN $10::timestamptz END, $10)
     RETURNING id`,
    [
      row.userId,
      row.type,
      row.title,
      row.link,
      row.subjectType,
      row.subjectId,
      JSON.stringify(row.data),
      row.inApp,
      row.mailState,
      at,
    ],
  );
  if (row.inApp) await announceUnread(q, row.userId);
  return inserted?.id ?? '';
}

/** The caller's in-app notifications, newest first, after `after`. */
export async function listNotifications(
  q: Queryable,
  userId: string,
  unreadOnly: boolean,
  limit: number,
  after: ListCursor | undefined,
): Promise<NotificationRow[]> {
  return q.query<NotificationRow>(
    `SELECT ${columns} FROM notifications
     WHERE user_id = $1 AND in_app AND ($2::boolean IS FALSE OR read_at IS NULL)
       AND ($3::timestamptz IS NULL OR (created_at, id) < ($3::timestamptz, $4::uuid))
     ORDER BY created_at DESC, id DESC LIMIT $5`,
    [userId, unreadOnly, after?.createdAt ?? null, after?.id ?? null, limit + 1],
  );
}

export async function countUnread(q: Queryable, userId: string): Promise<number> {
  const [row] = await q.query<{ unread: number }>(
    'SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND in_app AND read_at IS NULL',
    [userId],
  );
  return row?.unread ?? 0;
}

/** Marks the user's notification read (once, telling their bell); undefined when it is not theirs. */
export async function markRead(
  db: Db,
  userId: string,
  id: string,
  at: Date,
): Promise<NotificationRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<NotificationRow & { was_unread: boolean }>(
      `UPDATE notifications n SET read_at = COALESCE(n.read_at, $3)
       FROM notifications old
       WHERE n.id = $1 AND n.user_id = $2 AND n.in_app AND old.id = n.id
       RETURNING ${columns.replace(/(\w+)/g, 'n.$1')}, old.read_at IS NULL AS was_unread`,
      [id, userId, at],
    );
    if (row === undefined) return undefined;
    const { was_unread: wasUnread, ...notification } = row;
    if (wasUnread) await announceUnread(tx, userId);
    return notification;
  });
}

/** Marks every unread notification of the user read; their bell is told when there was one. */
export async function markAllRead(db: Db, userId: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = await tx.query<{ id: string }>(
      'UPDATE notifications SET read_at = $2 WHERE user_id = $1 AND in_app AND read_at IS NULL RETURNING id',
      [userId, at],
    );
    if (changed.length > 0) await announceUnread(tx, userId);
  });
}

/** A stored preference of one event type. */
export interface PreferenceRow {
  type: NotificationType;
  in_app: boolean;
  email: boolean;
  digest: boolean;
}

export async function preferencesOf(q: Queryable, userId: string): Promise<PreferenceRow[]> {
  return q.query<PreferenceRow>(
    'SELECT type, in_app, email, digest FROM notification_preferences WHERE user_id = $1',
    [userId],
  );
}

export async function savePreference(
  q: Queryable,
  userId: string,
  preference: PreferenceRow,
  at: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO notification_preferences (user_id, type, in_app, email, digest, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, type) DO UPDATE
       SET in_app = EXCLUDED.in_app, email = EXCLUDED.email, digest = EXCLUDED.digest,
           updated_at = EXCLUDED.updated_at`,
    [userId, preference.type, preference.in_app, preference.email, preference.digest, at],
  );
}

/** Turns e-mail and the digest off for one type, keeping the in-app choice. */
export async function stopMail(q: Queryable, userId: string, type: string, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO notification_preferences (user_id, type, in_app, email, digest, updated_at)
     VALUES ($1, $2, true, false, false, $3)
     ON CONFLICT (user_id, type) DO UPDATE SET email = false, digest = false, updated_at = EXCLUDED.updated_at`,
    [userId, type, at],
  );
}

/** A recipient as notify needs them: their address, name and stored preference for the type (if any). */
export interface RecipientRow {
  user_id: string;
  email: string;
  first_name: string;
  in_app: boolean | null;
  email_on: boolean | null;
  digest: boolean | null;
}

export async function recipientsOf(q: Queryable, userIds: string[], type: string): Promise<RecipientRow[]> {
  return q.query<RecipientRow>(
    `SELECT u.id AS user_id, u.email, u.first_name, p.in_app, p.email AS email_on, p.digest
       FROM user_accounts u
       LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.type = $2
      WHERE u.id = ANY ($1::uuid[])`,
    [userIds, type],
  );
}

/** When the user was last mailed about `subjectId` (type `type`), if ever. */
export async function lastMailed(
  q: Queryable,
  userId: string,
  type: string,
  subjectId: string,
): Promise<Date | undefined> {
  const [row] = await q.query<{ at: Date | null }>(
    `SELECT max(mailed_at) AS at FROM notifications
      WHERE user_id = $1 AND type = $2 AND subject_id = $3 AND mail_state = 'sent'`,
    [userId, type, subjectId],
  );
  return row?.at ?? undefined;
}

/** Takes the notifications waiting in state `state` (for a subject, or all), marking them sent. */
export async function takeWaiting(
  q: Queryable,
  userId: string,
  state: 'digest' | 'batched',
  subjectId: string | null,
  at: Date,
): Promise<{ title: string; link: string }[]> {
  return q.query<{ title: string; link: string }>(
    `UPDATE notifications SET mail_state = 'sent', mailed_at = $4
      WHERE id IN (SELECT id FROM notifications
                    WHERE user_id = $1 AND mail_state = $2 AND ($3::uuid IS NULL OR subject_id = $3)
                    ORDER BY created_at, id FOR UPDATE)
      RETURNING title, link`,
    [userId, state, subjectId, at],
  );
}

export async function recipientName(
  q: Queryable,
  userId: string,
): Promise<{ email: string; first_name: string } | undefined> {
  const [row] = await q.query<{ email: string; first_name: string }>(
    'SELECT email, first_name FROM user_accounts WHERE id = $1',
    [userId],
  );
  return row;
}

export async function insertUnsubscribeToken(
  q: Queryable,
  tokenHash: string,
  userId: string,
  type: string,
  at: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO notification_unsubscribe_tokens (token_hash, user_id, type, created_at)
     VALUES ($1, $2, $3, $4)`,
    [tokenHash, userId, type, at],
  );
}

export async function findUnsubscribeToken(
  q: Queryable,
  tokenHash: string,
): Promise<{ user_id: string; type: NotificationType } | undefined> {
  const [row] = await q.query<{ user_id: string; type: NotificationType }>(
    'SELECT user_id, type FROM notification_unsubscribe_tokens WHERE token_hash = $1',
    [tokenHash],
  );
  return row;
}

/** A business's RFP news settings as stored. */
export interface BusinessSettingsRow {
  rfp_categories: string[];
  rfp_recipient_role: BusinessRole;
}

export async function businessSettings(
  q: Queryable,
  businessId: string,
): Promise<BusinessSettingsRow | undefined> {
  const [row] = await q.query<BusinessSettingsRow>(
    'SELECT rfp_categories, rfp_recipient_role FROM business_notification_settings WHERE business_id = $1',
    [businessId],
  );
  return row;
}

export async function saveBusinessSettings(
  q: Queryable,
  businessId: string,
  settings: BusinessSettingsRow,
  at: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO business_notification_settings (business_id, rfp_categories, rfp_recipient_role, updated_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (business_id) DO UPDATE
       SET rfp_categories = EXCLUDED.rfp_categories, rfp_recipient_role = EXCLUDED.rfp_recipient_role,
           updated_at = EXCLUDED.updated_at`,
    [businessId, settings.rfp_categories, settings.rfp_recipient_role, at],
  );
}

/** The caller's roles in the business, or undefined when not a member. */
export async function rolesIn(
  q: Queryable,
  businessId: string,
  userId: string,
): Promise<string[] | undefined> {
  const [row] = await q.query<{ roles: string[] }>(
    'SELECT roles FROM business_memberships WHERE business_id = $1 AND user_id = $2',
    [businessId, userId],
  );
  return row?.roles;
}

/**
 * The members who hear of a new RFP in `category`: of every business following the category (without case)
 * other than the buyer's own, those holding its chosen role.
 */
export async function rfpFollowers(
  q: Queryable,
  category: string,
  buyerBusinessId: string | null,
): Promise<string[]> {
  const rows = await q.query<{ user_id: string }>(
    `SELECT DISTINCT m.user_id FROM business_notification_settings s
       JOIN business_memberships m ON m.business_id = s.business_id AND s.rfp_recipient_role = ANY (m.roles)
      WHERE lower($1) = ANY (s.rfp_categories)
        AND ($2::uuid IS NULL OR s.business_id <> $2)`,
    [category, buyerBusinessId],
  );
  return rows.map((row) => row.user_id);
}

/** The members of a business holding `role`. */
export async function membersWithRole(q: Queryable, businessId: string, role: string): Promise<string[]> {
  const rows = await q.query<{ user_id: string }>(
    'SELECT user_id FROM business_memberships WHERE business_id = $1 AND $2 = ANY (roles)',
    [businessId, role],
  );
  return rows.map((row) => row.user_id);
}

/** The workflow's buyer side: its buyer and the members of its business. */
export async function buyerSideOf(q: Queryable, workflowId: string): Promise<string[]> {
  const rows = await q.query<{ user_id: string }>(
    `SELECT DISTINCT user_id FROM workflow_parties
      WHERE workflow_id = $1 AND party IN ('buyer', 'buyer_member')`,
    [workflowId],
  );
  return rows.map((row) => row.user_id);
}

/** The sellers invited to the workflow who have not lost it. */
export async function invitedSellersOf(q: Queryable, workflowId: string): Promise<string[]> {
  const rows = await q.query<{ user_id: string }>(
    "SELECT DISTINCT user_id FROM workflow_parties WHERE workflow_id = $1 AND party = 'seller'",
    [workflowId],
  );
  return rows.map((row) => row.user_id);
}

/**
 * Erases what the notifications keep of a person whose account is deleted: their notifications, their
 * preferences and their unsubscribe links (the account deletion's transaction calls it).
 */
export async function forgetNotificationsOf(q: Queryable, userId: string): Promise<void> {
  await q.query('DELETE FROM notifications WHERE user_id = $1', [userId]);
  await q.query('DELETE FROM notification_preferences WHERE user_id = $1', [userId]);
  await q.query('DELETE FROM notification_unsubscribe_tokens WHERE user_id = $1', [userId]);
}

/** Deletes the unsubscribe links made before `before` (mails that old are not answered any more). */
export async function deleteUnsubscribeTokensBefore(q: Queryable, before: Date): Promise<number> {
  const rows = await q.query(
    'DELETE FROM notification_unsubscribe_tokens WHERE created_at < $1 RETURNING 1',
    [before],
  );
  return rows.length;
}

/** A person's notifications and preferences, for their data export. */
export async function notificationDataOf(q: Queryable, userId: string) {
  const notifications = await q.query(
    `SELECT type, title, link, created_at, read_at FROM notifications WHERE user_id = $1 ORDER BY created_at`,
    [userId],
  );
  const preferences = await q.query(
    `SELECT type, in_app, email, digest FROM notification_preferences WHERE user_id = $1 ORDER BY type`,
    [userId],
  );
  return { notifications, notification_preferences: preferences };
}
