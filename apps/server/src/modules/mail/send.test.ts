import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { mailsTo } from '../../test/mail.ts';
import { absoluteUrl, publicUrl, registerDevInbox, sendMail } from './index.ts';

const testApp = useTestApp();

describe('sending mail', () => {
  it('keeps the rendered mail when the transaction commits, with an HTML and a plain-text part', async () => {
    const { db } = testApp.database;
    await db.transaction((tx) =>
      sendMail(tx, new Date(), {
        to: 'ada@example.com',
        template: 'password.changed',
        data: { name: 'Ada' },
      }),
    );
    await testApp.runJobs();
    const [mail] = await mailsTo(db, 'ada@example.com');
    expect(mail?.subject).toBe('Your RoboMarket password was changed');
    expect(mail?.text).toContain('Hello Ada,');
    expect(mail?.html).toContain('RoboMarket');
    const [row] = await db.query<{ sent_at: Date | null }>(
      `SELECT sent_at FROM mail_outbox WHERE to_address = 'ada@example.com'`,
    );
    expect(row?.sent_at).not.toBeNull();
  });

  it('refuses an address that could inject a header', async () => {
    await expect(
      sendMail(testApp.database.db, new Date(), {
        to: 'ada@example.com\r\nBcc: all@example.com',
        template: 'password.changed',
        data: { name: 'Ada' },
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(await mailsTo(testApp.database.db, 'ada@example.com\r\nBcc: all@example.com')).toEqual([]);
  });
});

describe('the local inbox', () => {
  it('lists the kept mails to an address, newest first, at /dev/mail.json', async () => {
    const { db } = testApp.database;
    await sendMail(db, new Date(), {
      to: 'inbox@example.com',
      template: 'password.changed',
      data: { name: 'Bo' },
    });
    const response = await testApp.app.inject({ method: 'GET', url: '/dev/mail.json?to=INBOX@example.com' });
    expect(response.statusCode).toBe(200);
    const { mails } = response.json() as { mails: { to: string; subject: string; text: string }[] };
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'inbox@example.com',
      subject: 'Your RoboMarket password was changed',
    });
    expect(mails[0]?.text).toContain('Hello Bo,');
  });
});

describe('the local inbox page', () => {
  it('lists the kept mails at /dev/mail and shows one with its HTML part sandboxed and its text part', async () => {
    const { db } = testApp.database;
    await sendMail(db, new Date(), {
      to: 'page@example.com',
      template: 'password.changed',
      data: { name: '<b>Cy</b>' },
    });
    const list = await testApp.app.inject({ method: 'GET', url: '/dev/mail?to=page@example.com' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain('Local inbox');
    expect(list.body).toContain('Your RoboMarket password was changed');
    const id = /href="\/dev\/mail\/([0-9a-f-]{36})"/.exec(list.body)?.[1];
    const one = await testApp.app.inject({ method: 'GET', url: `/dev/mail/${id}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toMatch(/<iframe title="HTML part" sandbox="" srcDoc="[^"]*Hello &amp;lt;b&amp;gt;Cy/i);
    expect(one.body).toContain('Hello &lt;b&gt;Cy&lt;/b&gt;,');
    expect(one.body).not.toContain('<b>Cy</b>');
    const empty = await testApp.app.inject({ method: 'GET', url: '/dev/mail?to=nobody@example.com' });
    expect(empty.body).toContain('No mail to nobody@example.com yet.');
  });

  it('answers 404 for a mail that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '%00']) {
      const response = await testApp.app.inject({ method: 'GET', url: `/dev/mail/${id}` });
      expect(response.statusCode).toBe(404);
    }
  });

  it('answers this machine only, not through a proxy', async () => {
    for (const request of [
      { remoteAddress: '10.0.0.7' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.9' } },
    ]) {
      for (const url of ['/dev/mail', '/dev/mail.json', '/dev/mail/00000000-0000-4000-8000-000000000000']) {
        const response = await testApp.app.inject({ method: 'GET', url, ...request });
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain('@example.com');
      }
    }
  });

  it('is not served in production', async () => {
    const app = Fastify();
    registerDevInbox(app, testApp.database.db, { NODE_ENV: 'production' });
    for (const url of ['/dev/mail', '/dev/mail.json', '/dev/mail/00000000-0000-4000-8000-000000000000']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    await app.close();
  });
});

describe('links in mails', () => {
  it('are absolute on the public URL', () => {
    expect(publicUrl()).toBe('http://localhost:8787');
    expect(absoluteUrl('/rfps/1?tab=proposals')).toBe('http://localhost:8787/rfps/1?tab=proposals');
    expect(() => absoluteUrl('//evil.example.com/')).toThrow();
    expect(() => absoluteUrl('https://evil.example.com/')).toThrow();
  });
});
