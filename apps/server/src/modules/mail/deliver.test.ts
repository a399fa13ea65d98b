import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, testClock, testPassword } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { mailsTo } from '../../test/mail.ts';
import { type SmtpInbox, startSmtpServer } from '../../test/smtp.ts';
import { enqueueJob } from '../jobs/index.ts';
import { sendMail } from './index.ts';
import { renderTemplate } from './render.ts';
import { paragraph } from './templates/layout.ts';
import type { MailTemplate } from './templates/types.ts';
import { mailMessage, type OutboxMail } from './transport.ts';

const clock = testClock();
let inbox: SmtpInbox;
let testApp: TestApp;

beforeAll(async () => {
  inbox = await startSmtpServer();
  testApp = await createTestApp({
    now: clock.now,
    smtpUrl: inbox.url,
    mailFrom: 'RoboMarket <mailer@robomarket.example>',
    publicUrl: 'https://robomarket.example.com',
  });
});
afterAll(async () => {
  await testApp?.close();
  await inbox?.close();
});

const receivedBy = (address: string) => inbox.received.filter(({ rcptTo }) => rcptTo.includes(address));
/** What `address` received besides the verification link every sign-up gets. */
const receivedAfterSignUp = (address: string) =>
  receivedBy(address).filter(({ parsed }) => !/confirm your robomarket e-mail/i.test(parsed.subject ?? ''));

const outboxRow = async (address: string) =>
  (
    await testApp.database.db.query<{ sent_at: Date | null; attempts: number; last_error: string | null }>(
      `SELECT sent_at, attempts, last_error FROM mail_outbox WHERE to_address = $1`,
      [address],
    )
  )[0];

describe('delivering mail over SMTP', () => {
  it('delivers a kept mail with its HTML and text parts from MAIL_FROM, and marks it sent', async () => {
    await testApp.database.db.transaction((tx) =>
      sendMail(tx, clock.now(), {
        to: 'ada@example.com',
        template: 'password.changed',
        data: { name: 'Ada' },
      }),
    );
    expect(receivedBy('ada@example.com')).toEqual([]);
    await testApp.runJobs();
    const [message] = receivedBy('ada@example.com');
    expect(message?.parsed.subject).toBe('Your RoboMarket password was changed');
    expect(message?.parsed.from?.value).toEqual([
      { name: 'RoboMarket', address: 'mailer@robomarket.example' },
    ]);
    expect(message?.parsed.text).toContain('Hello Ada,');
    expect(message?.parsed.html).toContain('RoboMarket');
    expect(message?.parsed.html).toContain('Hello Ada,');
    // Essential mail cannot be turned off: no unsubscribe header.
    expect(message?.parsed.headers.has('list-unsubscribe')).toBe(false);
    expect((await outboxRow('ada@example.com'))?.sent_at).toEqual(clock.now());
  });

  it('tries again later when the server refuses, and delivers then', async () => {
    inbox.refuse(2);
    await sendMail(testApp.database.db, clock.now(), {
      to: 'busy@example.com',
      template: 'password.changed',
      data: { name: 'Bo' },
    });
    await testApp.runJobs();
    expect(receivedBy('busy@example.com')).toEqual([]);
    expect(await outboxRow('busy@example.com')).toMatchObject({ sent_at: null, attempts: 1 });
    expect((await outboxRow('busy@example.com'))?.last_error).toContain('Mailbox busy');
    clock.advance(10_000);
    await testApp.runJobs();
    expect(receivedBy('busy@example.com')).toEqual([]);
    clock.advance(20_000);
    await testApp.runJobs();
    expect(receivedBy('busy@example.com')).toHaveLength(1);
    expect(await outboxRow('busy@example.com')).toMatchObject({ attempts: 3, last_error: null });
  });

  it('delivers nothing of a rolled-back transaction', async () => {
    await expect(
      testApp.database.db.transaction(async (tx) => {
        await sendMail(tx, clock.now(), {
          to: 'rolled-back@example.com',
          template: 'password.changed',
          data: { name: 'Cy' },
        });
        throw new Error('The change failed');
      }),
    ).rejects.toThrow('The change failed');
    await testApp.runJobs();
    expect(receivedBy('rolled-back@example.com')).toEqual([]);
    expect(await mailsTo(testApp.database.db, 'rolled-back@example.com')).toEqual([]);
  });

  it('sends a mail once even when its delivery job runs twice', async () => {
    const { db } = testApp.database;
    await sendMail(db, clock.now(), {
      to: 'twice@example.com',
      template: 'password.changed',
      data: { name: 'Di' },
    });
    await testApp.runJobs();
    const [{ id } = { id: '' }] = await db.query<{ id: string }>(
      `SELECT id FROM mail_outbox WHERE to_address = 'twice@example.com'`,
    );
    await enqueueJob(db, 'mail.deliver', { id }, clock.now());
    await testApp.runJobs();
    expect(receivedBy('twice@example.com')).toHaveLength(1);
  });
});

describe('mail the product sends', () => {
  it('tells the account owner, and no one else, over SMTP that the password changed', async () => {
    const ada = await registerCustomer(testApp.app, { first_name: 'Ada' });
    const bo = await registerCustomer(testApp.app, { first_name: 'Bo' });
    const response = await testApp.call('POST', '/v2/auth/password', ada, {
      current_password: testPassword,
      new_password: 'a-new-horse-battery-9',
    });
    expect(response.statusCode).toBe(204);
    await testApp.runJobs();
    const [message, ...more] = receivedAfterSignUp(ada.user.email);
    expect(more).toEqual([]);
    expect(message?.parsed.subject).toBe('Your RoboMarket password was changed');
    expect(message?.parsed.text).toContain('Hello Ada,');
    expect(receivedAfterSignUp(bo.user.email)).toEqual([]);
  });

  it('sends no mail when the password change is refused', async () => {
    const cy = await registerCustomer(testApp.app, { first_name: 'Cy' });
    const response = await testApp.call('POST', '/v2/auth/password', cy, {
      current_password: 'not-the-password-1',
      new_password: 'a-new-horse-battery-9',
    });
    expect(response.statusCode).toBe(403);
    await testApp.runJobs();
    expect(receivedAfterSignUp(cy.user.email)).toEqual([]);
  });
});

const hostileRow: OutboxMail = {
  id: '00000000-0000-4000-8000-000000000001',
  to_address: 'eve@example.com',
  subject: 'Hello Eve\r\nBcc: everyone@example.com',
  text_body: 'Hello',
  html_body: '<p>Hello</p>',
  unsubscribe_url: 'https://robomarket.example.com/unsubscribe?token=abc\r\nBcc: everyone@example.com',
  reply_to: 'eve@example.com\r\nBcc: everyone@example.com',
};

/** The raw message nodemailer writes for `row`, headers first. */
async function rawMessage(row: OutboxMail): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(mailMessage(row, 'RoboMarket <mailer@robomarket.example>'));
  return (info.message as Buffer).toString('utf8');
}

describe('mail headers', () => {
  it('carries no header injected through a subject, a reply address or an unsubscribe link', async () => {
    const raw = await rawMessage(hostileRow);
    const headers = raw.slice(0, raw.indexOf('\n\n')).split('\n');
    expect(headers.filter((line) => /^bcc:/i.test(line))).toEqual([]);
    expect(headers).toContain('Subject: Hello Eve Bcc: everyone@example.com');
  });

  it('sends the one-click unsubscribe headers with a notification mail', async () => {
    const raw = await rawMessage({
      ...hostileRow,
      subject: 'A proposal arrived',
      unsubscribe_url: 'https://robomarket.example.com/unsubscribe?token=abc',
      reply_to: null,
    });
    expect(raw).toContain('List-Unsubscribe: <https://robomarket.example.com/unsubscribe?token=abc>');
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw).toContain('Message-ID: <00000000-0000-4000-8000-000000000001@robomarket.example>');
  });

  it('refuses a reply address or an unsubscribe link that could inject a header, and keeps nothing', async () => {
    const { db } = testApp.database;
    await expect(
      sendMail(db, clock.now(), {
        to: 'fay@example.com',
        template: 'password.changed',
        data: { name: 'Fay' },
        replyTo: 'fay@example.com\nBcc: everyone@example.com',
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      sendMail(db, clock.now(), {
        to: 'fay@example.com',
        template: 'password.changed',
        data: { name: 'Fay' },
        unsubscribeUrl: 'javascript:alert(1)',
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    for (const to of ['fay@example.com\u2028Bcc: x@example.com', 'Fay <fay@example.com>', 'fay']) {
      await expect(
        sendMail(db, clock.now(), { to, template: 'password.changed', data: { name: 'Fay' } }),
      ).rejects.toMatchObject({ statusCode: 400 });
    }
    expect(await mailsTo(db, 'fay@example.com')).toEqual([]);
  });
});

describe('rendering', () => {
  const proposalArrived: MailTemplate<{ seller: string }> = {
    kind: 'notification',
    subject: ({ seller }) => `${seller} sent a proposal`,
    body: () => paragraph('See it on RoboMarket.'),
  };

  it('puts a subject made from user data on one line, and the unsubscribe link in a notification footer', async () => {
    const mail = await renderTemplate(
      proposalArrived,
      { seller: 'Acme\r\nBcc: everyone@example.com' },
      'https://robomarket.example.com/unsubscribe?token=abc',
    );
    expect(mail.subject).toBe('Acme Bcc: everyone@example.com sent a proposal');
    expect(mail.html).toContain('href="https://robomarket.example.com/unsubscribe?token=abc"');
    expect(mail.text).toContain('Unsubscribe');
    expect(mail.text).toContain('https://robomarket.example.com/unsubscribe?token=abc');
  });
});
