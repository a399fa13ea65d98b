// The notify service (ADR 0096): one event told to the people who may see its object, in the transaction
// of the change. Each recipient gets it in the app and by mail as their preferences for its type say: a
// mail now, gathered into the daily digest, or none. Messages are mailed at most once per thread per
// 10 minutes (a keyed, delayed job sends what gathered meanwhile).
import { createHash, randomBytes } from 'node:crypto';
import type { NotificationType } from '@robomarket/api-client/enums';
import type { Queryable } from '../../db/db.ts';
import { enqueueJob } from '../jobs/index.ts';
import { absoluteUrl, sendMail } from '../mail/index.ts';
import {
  insertNotification,
  insertUnsubscribeToken,
  lastMailed,
  type RecipientRow,
  recipientsOf,
} from './repository.ts';

/** One event to tell. */
export interface NotifyRequest {
  /** Who may see the object and should hear of it; repeats and `actorId` are dropped. */
  recipients: readonly string[];
  /** Who caused it: never told of their own move. */
  actorId?: string | null;
  type: NotificationType;
  /** One sentence for people. */
  title: string;
  /** The app's path that shows the object. */
  link: string;
  subjectType: string;
  subjectId: string;
  data?: Record<string, unknown>;
}

/** Mail types gathered per thread: at most one mail per thread in this time. */
export const batchedTypes: ReadonlySet<NotificationType> = new Set<NotificationType>(['message.received']);
export const batchWindowMs = 10 * 60_000;

/** The job that mails a thread's gathered messages (payload `{ userId, subjectId }`). */
export const batchJob = 'notifications.batch';
/** The job that mails one person's daily digest (payload `{ userId }`). */
export const digestJob = 'notifications.digest';

/** The hour (UTC) daily digests go out. */
export const digestHourUtc = 8;

/** The next digest time after `now`. */
export function nextDigestAt(now: Date): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), digestHourUtc));
  if (at <= now) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

/** The defaults of a type nobody changed: in the app and by mail, no digest. */
const preferenceOf = (row: RecipientRow) => ({
  inApp: row.in_app ?? true,
  email: row.email_on ?? true,
  digest: row.digest ?? false,
});

/** A new one-click unsubscribe address for `type` (its token is kept hashed). */
export async function unsubscribeUrl(q: Queryable, userId: string, type: string, at: Date): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await insertUnsubscribeToken(q, hashToken(token), userId, type, at);
  return absoluteUrl(`/notifications/unsubscribe?token=${token}`);
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Tells `request` to its recipients, in `q`'s transaction; answers how many were told. */
export async function notify(q: Queryable, now: Date, request: NotifyRequest): Promise<number> {
  const ids = [...new Set(request.recipients)].filter((id) => id !== request.actorId);
  if (ids.length === 0) return 0;
  let told = 0;
  for (const row of await recipientsOf(q, ids, request.type)) {
    const preference = preferenceOf(row);
    let mailState: 'digest' | 'batched' | 'sent' | null = null;
    let mailNow = false;
    if (preference.digest) mailState = 'digest';
    else if (preference.email) {
      if (batchedTypes.has(request.type)) {
        const last = await lastMailed(q, row.user_id, request.type, request.subjectId);
        if (last !== undefined && now.getTime() - last.getTime() < batchWindowMs) {
          mailState = 'batched';
          await enqueueJob(q, batchJob, { userId: row.user_id, subjectId: request.subjectId }, now, {
            key: `${row.user_id}:${request.subjectId}`,
            runAt: new Date(last.getTime() + batchWindowMs),
          });
        } else mailNow = true;
      } else mailNow = true;
      if (mailNow) mailState = 'sent';
    }
    if (!preference.inApp && mailState === null) continue;
    await insertNotification(
      q,
      {
        userId: row.user_id,
        type: request.type,
        title: request.title,
        link: request.link,
        subjectType: request.subjectType,
        subjectId: request.subjectId,
        data: request.data ?? {},
        inApp: preference.inApp,
        mailState,
      },
      now,
    );
    told += 1;
    if (mailState === 'digest') {
      await enqueueJob(q, digestJob, { userId: row.user_id }, now, {
        key: row.user_id,
        runAt: nextDigestAt(now),
      });
    }
    if (mailNow) {
      await sendMail(q, now, {
        to: row.email,
        template: 'notification',
        data: {
          name: row.first_name,
          title: request.title,
          link: absoluteUrl(request.link),
        },
        unsubscribeUrl: await unsubscribeUrl(q, row.user_id, request.type, now),
      });
    }
  }
  return told;
}
