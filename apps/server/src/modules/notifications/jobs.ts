// The notifications module's jobs: a thread's gathered messages in one mail, and the daily digest (both
// take what waits and mark it sent in one transaction, so a job run twice mails nothing twice), and the
// daily clean-up of old unsubscribe links.
import type { JobDefinition } from '../jobs/index.ts';
import { absoluteUrl, sendMail } from '../mail/index.ts';
import { unsubscribeUrl } from './notify.ts';
import { deleteUnsubscribeTokensBefore, recipientName, takeWaiting } from './repository.ts';

const payloadOf = (payload: unknown): { userId?: string; subjectId?: string } =>
  typeof payload === 'object' && payload !== null ? (payload as { userId?: string; subjectId?: string }) : {};

/** Mails the messages of one thread that gathered since its last mail. */
export const sendBatch: JobDefinition = {
  maxAttempts: 5,
  run: async (payload, { db, now }) => {
    const { userId, subjectId } = payloadOf(payload);
    if (userId === undefined || subjectId === undefined) return;
    await db.transaction(async (tx) => {
      const at = now();
      const items = await takeWaiting(tx, userId, 'batched', subjectId, at);
      const person = await recipientName(tx, userId);
      const [first] = items;
      if (first === undefined || person === undefined) return;
      await sendMail(tx, at, {
        to: person.email,
        template: 'notification',
        data: {
          name: person.first_name,
          title: items.length === 1 ? first.title : `${items.length} new messages: ${first.title}`,
          link: absoluteUrl(first.link),
        },
        unsubscribeUrl: await unsubscribeUrl(tx, userId, 'message.received', at),
      });
    });
  },
};

/** Mails one person's daily digest of what waited for it. */
export const sendDigest: JobDefinition = {
  maxAttempts: 5,
  run: async (payload, { db, now }) => {
    const { userId } = payloadOf(payload);
    if (userId === undefined) return;
    await db.transaction(async (tx) => {
      const at = now();
      const items = await takeWaiting(tx, userId, 'digest', null, at);
      const person = await recipientName(tx, userId);
      if (items.length === 0 || person === undefined) return;
      await sendMail(tx, at, {
        to: person.email,
        template: 'notification.digest',
        data: {
          name: person.first_name,
          items: items.map((item) => ({ title: item.title, link: absoluteUrl(item.link) })),
          preferencesUrl: absoluteUrl('/account-settings'),
        },
      });
    });
  },
};

/** How long a mail's unsubscribe link works: 180 days. */
export const unsubscribeLinkDays = 180;

/** `notifications.cleanup`: every day at 03:45 UTC, unsubscribe links older than 180 days are deleted. */
export const cleanupNotifications: JobDefinition = {
  async run(_payload, { db, now, log }) {
    const tokens = await deleteUnsubscribeTokensBefore(
      db,
      new Date(now().getTime() - unsubscribeLinkDays * 86_400_000),
    );
    log.info({ tokens }, 'Deleted old unsubscribe links');
  },
  maxAttempts: 3,
  schedule: () => ({ dailyAt: '03:45' }),
};
