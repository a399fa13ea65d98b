import { describe, expect, it } from 'vitest';
import { registerCustomer } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { expectError, signInPlatformAdmin } from '../../test/requests.ts';
import { sendMail } from './index.ts';

const testApp = useTestApp();
const { call } = testApp;

interface AdminMail {
  id: string;
  to: string;
  template: string;
  subject: string;
  sent_at: string | null;
  attempts: number;
  last_error: string | null;
}

describe('the admins’ list of sent mail', () => {
  it('shows a platform admin who got which mail and its delivery, without the body', async () => {
    const admin = await signInPlatformAdmin(testApp, new Date());
    const { db } = testApp.database;
    await sendMail(db, new Date(), {
      to: 'Ada@example.com',
      template: 'password.changed',
      data: { name: 'Ada' },
    });
    await testApp.runJobs();
    await sendMail(db, new Date(), {
      to: 'bo@example.com',
      template: 'password.changed',
      data: { name: 'Bo' },
    });

    const ada = await call('GET', '/v2/admin/mail?to=ada@example.com', admin);
    expect(ada.statusCode).toBe(200);
    const [mail, ...more] = (ada.json() as { mails: AdminMail[] }).mails;
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: 'Ada@example.com',
      template: 'password.changed',
      subject: 'Your RoboMarket password was changed',
      attempts: 1,
      last_error: null,
    });
    expect(mail?.sent_at).not.toBeNull();
    expect(ada.body).not.toContain('Hello Ada');

    const waiting = await call('GET', '/v2/admin/mail?undelivered=true', admin);
    const waitingTo = (waiting.json() as { mails: AdminMail[] }).mails.map(({ to }) => to);
    expect(waitingTo).toContain('bo@example.com');
    expect(waitingTo).not.toContain('Ada@example.com');
  });

  it('pages newest first', async () => {
    const admin = await signInPlatformAdmin(testApp, new Date());
    for (const n of [1, 2, 3]) {
      await sendMail(testApp.database.db, new Date(Date.UTC(2026, 0, n)), {
        to: 'pages@example.com',
        template: 'password.changed',
        data: { name: `Reader ${n}` },
      });
    }
    const first = await call('GET', '/v2/admin/mail?to=pages@example.com&limit=2', admin);
    const page = first.json() as { mails: AdminMail[]; next_cursor: string | null };
    expect(page.mails).toHaveLength(2);
    expect(page.next_cursor).not.toBeNull();
    const second = await call(
      'GET',
      `/v2/admin/mail?to=pages@example.com&limit=2&cursor=${encodeURIComponent(page.next_cursor ?? '')}`,
      admin,
    );
    const rest = second.json() as { mails: AdminMail[]; next_cursor: string | null };
    expect(rest.mails).toHaveLength(1);
    expect(rest.next_cursor).toBeNull();
    expect(new Set([...page.mails, ...rest.mails].map(({ id }) => id)).size).toBe(3);
  });

  it('refuses everyone else: 403 signed in, 401 anonymous', async () => {
    const customer = await registerCustomer(testApp.app);
    await expectError(await call('GET', '/v2/admin/mail', customer), 403, 'forbidden');
    await expectError(await call('GET', '/v2/admin/mail'), 401, 'unauthenticated');
  });

  it('answers 400 to bad input', async () => {
    const admin = await signInPlatformAdmin(testApp, new Date());
    for (const query of [
      'to=ada%40example.com%0D%0ABcc%3A%20x%40example.com',
      'to=ada%00@example.com',
      'undelivered=maybe',
      'limit=100000000000000000000',
      'cursor=forged',
    ]) {
      const response = await call('GET', `/v2/admin/mail?${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe('validation_failed');
    }
  });
});
