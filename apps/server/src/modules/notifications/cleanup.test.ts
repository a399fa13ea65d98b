import { describe, expect, it } from 'vitest';
import { registerCustomer, testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { unsubscribeLinkDays } from './jobs.ts';

const clock = testClock();
const testApp = useTestApp({ now: clock.now });
const day = 86_400_000;

const tokens = async () =>
  (
    await testApp.database.db.query<{ type: string }>(
      'SELECT type FROM notification_unsubscribe_tokens ORDER BY type',
    )
  ).map((row) => row.type);

describe('the notifications clean-up', () => {
  it('deletes unsubscribe links older than their lifetime on its daily run, and keeps younger ones', async () => {
    const { db } = testApp.database;
    const { user } = await registerCustomer(testApp.app);
    const insert = (type: string, at: Date) =>
      db.query(
        'INSERT INTO notification_unsubscribe_tokens (token_hash, user_id, type, created_at) VALUES ($1, $2, $3, $4)',
        [`hash-${type}`, user.id, type, at],
      );
    await insert('message.received', new Date(clock.now().getTime() - (unsubscribeLinkDays + 1) * day));
    await insert('proposal.received', new Date(clock.now().getTime() - 10 * day));
    clock.advance(day);
    await testApp.runJobs();
    expect(await tokens()).toEqual(['proposal.received']);
  });
});
