import { describe, expect, it } from 'vitest';
import {
  bearer,
  freshAddress,
  freshEmail,
  login,
  registerBusiness,
  registerCustomer,
  signInAgain,
  testClock,
  testPassword,
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { mailsTo } from '../../test/mail.ts';
import { addMembership } from '../../test/memberships.ts';
import { agreedWorkflow, paidWorkflow } from '../../test/payments.ts';
import { newMarketplaceRfp, propose, send } from '../../test/procurement.ts';
import { expectError } from '../../test/requests.ts';

const clock = testClock();
const testApp = useTestApp({ now: clock.now });
const minute = 60_000;

const post = (url: string, payload?: Record<string, unknown>, token?: string) =>
  testApp.app.inject({
    method: 'POST',
    url,
    remoteAddress: freshAddress(),
    ...(payload === undefined ? {} : { payload }),
    ...(token === undefined ? {} : { headers: bearer(token) }),
  });

const me = async (token: string) =>
  (await testApp.app.inject({ method: 'GET', url: '/v2/auth/me', headers: bearer(token) })).json();

/** The token of the last link to `path` mailed to `address`. */
async function tokenMailed(address: string, path: string): Promise<string> {
  await testApp.runJobs();
  const link = (await mailsTo(testApp.database.db, address))
    .flatMap((mail) => mail.links)
    .filter((href) => new URL(href).pathname === path)
    .at(-1);
  const token = link === undefined ? null : new URL(link).searchParams.get('token');
  if (token === null) throw new Error(`no ${path} link mailed to ${address}`);
  return token;
}

const templatesTo = async (address: string) =>
  (await mailsTo(testApp.database.db, address)).map((mail) => mail.template);

describe('e-mail verification', () => {
  it('mails a link at sign-up; following it verifies the address, once', async () => {
    const session = await registerCustomer(testApp.app);
    expect((await me(session.access_token)).email_verified).toBe(false);
    const token = await tokenMailed(session.user.email, '/verify-email');
    expect((await post('/v2/auth/verify-email', { token })).statusCode).toBe(204);
    expect((await me(session.access_token)).email_verified).toBe(true);
    const replay = await post('/v2/auth/verify-email', { token });
    expectError(replay, 400, 'validation_failed');
    expect(replay.json().error).toBe('invalid_token');
  });

  it('refuses a forged or malformed token with 400, and an expired one', async () => {
    for (const token of [
      'A'.repeat(43),
      'short',
      'has spaces and \u0000 nul bytes in it!!',
      '\u202Eabc'.repeat(8),
    ]) {
      expectError(await post('/v2/auth/verify-email', { token }), 400, 'validation_failed');
    }
    const session = await registerCustomer(testApp.app);
    const token = await tokenMailed(session.user.email, '/verify-email');
    clock.advance(7 * 24 * 60 * minute + 1);
    expectError(await post('/v2/auth/verify-email', { token }), 400, 'validation_failed');
    expect((await me((await signInAgain(testApp.app, session.user.email)).access_token)).email_verified).toBe(
      false,
    );
  });

  it('sends the link again on request (the old one stops working), a few times an hour', async () => {
    const session = await registerCustomer(testApp.app);
    const first = await tokenMailed(session.user.email, '/verify-email');
    // Mails are read in the order they were kept: the second one a moment later.
    clock.advance(1000);
    expect((await post('/v2/auth/me/verification-email', undefined, session.access_token)).statusCode).toBe(
      202,
    );
    const second = await tokenMailed(session.user.email, '/verify-email');
    expect(second).not.toBe(first);
    expectError(await post('/v2/auth/verify-email', { token: first }), 400, 'validation_failed');
    expect((await post('/v2/auth/verify-email', { token: second })).statusCode).toBe(204);
    for (let i = 0; i < 2; i += 1) {
      expect((await post('/v2/auth/me/verification-email', undefined, session.access_token)).statusCode).toBe(
        202,
      );
    }
    expectError(
      await post('/v2/auth/me/verification-email', undefined, session.access_token),
      429,
      'rate_limited',
    );
  });

  it("does not verify another account: a token is only its own user's", async () => {
    const ada = await registerCustomer(testApp.app);
    const bo = await registerCustomer(testApp.app);
    const token = await tokenMailed(ada.user.email, '/verify-email');
    expect((await post('/v2/auth/verify-email', { token })).statusCode).toBe(204);
    expect((await me(bo.access_token)).email_verified).toBe(false);
  });
});

describe('password reset', () => {
  it('answers 202 whether the address has an account or not, and mails only an account', async () => {
    const session = await registerCustomer(testApp.app);
    const unknown = freshEmail('nobody');
    const known = await post('/v2/auth/password-reset', { email: `  ${session.user.email.toUpperCase()} ` });
    const missing = await post('/v2/auth/password-reset', { email: unknown });
    expect([known.statusCode, missing.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(missing.body);
    await testApp.runJobs();
    expect(await templatesTo(unknown)).toEqual([]);
    expect(await templatesTo(session.user.email)).toContain('account.password-reset');
  });

  it('sets the new password with the link, ends every session, tells the account, and is single-use', async () => {
    const session = await registerCustomer(testApp.app);
    const other = await signInAgain(testApp.app, session.user.email);
    await post('/v2/auth/password-reset', { email: session.user.email });
    const token = await tokenMailed(session.user.email, '/reset-password');
    expect(
      (await post('/v2/auth/password-reset/confirm', { token, password: 'new-secret-42' })).statusCode,
    ).toBe(204);
    for (const access of [session.access_token, other.access_token]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/v2/auth/me',
        headers: bearer(access),
      });
      expect(response.statusCode).toBe(401);
    }
    expect((await login(testApp.app, session.user.email, testPassword)).statusCode).toBe(401);
    expect((await login(testApp.app, session.user.email, 'new-secret-42')).statusCode).toBe(200);
    await testApp.runJobs();
    expect(await templatesTo(session.user.email)).toContain('password.changed');
    const replay = await post('/v2/auth/password-reset/confirm', { token, password: 'another-secret-43' });
    expectError(replay, 400, 'validation_failed');
    expect(replay.json().error).toBe('invalid_token');
    expect((await login(testApp.app, session.user.email, 'another-secret-43')).statusCode).toBe(401);
  });

  it('expires after 30 minutes and refuses a weak password without using the token', async () => {
    const session = await registerCustomer(testApp.app);
    await post('/v2/auth/password-reset', { email: session.user.email });
    const token = await tokenMailed(session.user.email, '/reset-password');
    expectError(
      await post('/v2/auth/password-reset/confirm', { token, password: 'weak' }),
      400,
      'validation_failed',
    );
    clock.advance(30 * minute + 1);
    expectError(
      await post('/v2/auth/password-reset/confirm', { token, password: 'new-secret-42' }),
      400,
      'validation_failed',
    );
    expect((await login(testApp.app, session.user.email, testPassword)).statusCode).toBe(200);
  });

  it("a token resets only its own account's password", async () => {
    const ada = await registerCustomer(testApp.app);
    const bo = await registerCustomer(testApp.app);
    await post('/v2/auth/password-reset', { email: ada.user.email });
    const token = await tokenMailed(ada.user.email, '/reset-password');
    await post('/v2/auth/password-reset/confirm', { token, password: 'new-secret-42' });
    expect((await login(testApp.app, bo.user.email, testPassword)).statusCode).toBe(200);
  });

  it('limits the mails per address asked about, known or not', async () => {
    const email = freshEmail('limited');
    for (let i = 0; i < 3; i += 1)
      expect((await post('/v2/auth/password-reset', { email })).statusCode).toBe(202);
    expectError(await post('/v2/auth/password-reset', { email }), 429, 'rate_limited');
  });

  it('refuses bad input with 400 and mails nothing', async () => {
    for (const email of ['a@b.co\r\nBcc: x@y.z', 'not-an-email', `${'a'.repeat(250)}@b.co`]) {
      expectError(await post('/v2/auth/password-reset', { email }), 400, 'validation_failed');
    }
    expectError(
      await post('/v2/auth/password-reset', { email: 'a@b.co', extra: 1 }),
      400,
      'validation_failed',
    );
  });

  it('one of two concurrent uses of the same token wins, over many rounds', async () => {
    for (let round = 0; round < 10; round += 1) {
      const session = await registerCustomer(testApp.app);
      await post('/v2/auth/password-reset', { email: session.user.email });
      const token = await tokenMailed(session.user.email, '/reset-password');
      const answers = await Promise.all([
        post('/v2/auth/password-reset/confirm', { token, password: 'first-secret-1' }),
        post('/v2/auth/password-reset/confirm', { token, password: 'second-secret-2' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 400]);
    }
  });
});

describe('password change and new sign-in mails', () => {
  it('mails the account on a password change and on a sign-in from a new device only', async () => {
    const session = await registerCustomer(testApp.app);
    const response = await post(
      '/v2/auth/password',
      { current_password: testPassword, new_password: 'changed-secret-5' },
      session.access_token,
    );
    expect(response.statusCode).toBe(204);
    const first = await login(testApp.app, session.user.email, 'changed-secret-5');
    const device = String(first.headers['set-cookie'] ?? '')
      .split(';')[0]
      ?.trim();
    await testApp.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      remoteAddress: freshAddress(),
      headers: { cookie: device ?? '' },
      payload: { email: session.user.email, password: 'changed-secret-5' },
    });
    await testApp.runJobs();
    const templates = await templatesTo(session.user.email);
    expect(templates.filter((name) => name === 'password.changed')).toHaveLength(1);
    expect(templates.filter((name) => name === 'account.new-sign-in')).toHaveLength(1);
  });

  it('refuses names with line breaks, so none reaches a mail', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/v2/auth/register',
      remoteAddress: freshAddress(),
      payload: {
        email: freshEmail('crlf'),
        password: testPassword,
        first_name: 'Ada\r\nBcc: all@example.com',
        last_name: 'L',
        user_type: 'CUSTOMER',
      },
    });
    expectError(response, 400, 'validation_failed');
  });
});

describe('e-mail change', () => {
  it('confirms at the new address, tells the old one, and changes only on confirmation', async () => {
    const session = await registerCustomer(testApp.app);
    const next = freshEmail('moved');
    const response = await post(
      '/v2/auth/me/email',
      { email: next, password: testPassword },
      session.access_token,
    );
    expect(response.statusCode).toBe(202);
    await testApp.runJobs();
    expect(await templatesTo(session.user.email)).toContain('account.email-change-notice');
    expect((await me(session.access_token)).email).toBe(session.user.email);
    const token = await tokenMailed(next, '/confirm-email');
    expect((await post('/v2/auth/email-change/confirm', { token })).statusCode).toBe(204);
    const changed = await me(session.access_token);
    expect(changed).toMatchObject({ email: next, email_verified: true });
    expect((await login(testApp.app, next, testPassword)).statusCode).toBe(200);
    expect((await login(testApp.app, session.user.email, testPassword)).statusCode).toBe(401);
    expectError(await post('/v2/auth/email-change/confirm', { token }), 400, 'validation_failed');
  });

  it("refuses a wrong password (403) and another account's address (409), writing nothing", async () => {
    const ada = await registerCustomer(testApp.app);
    const bo = await registerCustomer(testApp.app);
    expectError(
      await post('/v2/auth/me/email', { email: freshEmail('x'), password: 'wrong-pass-1' }, ada.access_token),
      403,
      'forbidden',
    );
    expectError(
      await post('/v2/auth/me/email', { email: bo.user.email, password: testPassword }, ada.access_token),
      409,
      'conflict',
    );
    await testApp.runJobs();
    expect(await templatesTo(bo.user.email)).not.toContain('account.email-change');
  });

  it('refuses the confirmation with 409 when another account took the address meanwhile', async () => {
    const ada = await registerCustomer(testApp.app);
    const next = freshEmail('contested');
    await post('/v2/auth/me/email', { email: next, password: testPassword }, ada.access_token);
    const token = await tokenMailed(next, '/confirm-email');
    await registerCustomer(testApp.app, { email: next });
    expectError(await post('/v2/auth/email-change/confirm', { token }), 409, 'conflict');
    expect((await me(ada.access_token)).email).toBe(ada.user.email);
  });
});

const deleteAccount = (token: string, password = testPassword) =>
  testApp.app.inject({
    method: 'DELETE',
    url: '/v2/auth/me',
    headers: bearer(token),
    payload: { password },
  });

describe('account deletion', () => {
  it('erases the person, ends every session and sign-in, and keeps the deal for the other party', async () => {
    const buyer = await registerCustomer(testApp.app);
    const seller = await registerBusiness(testApp.app);
    const workflowId = await agreedWorkflow(testApp.app, buyer, seller);
    const notificationsOf = async () =>
      (
        await testApp.database.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM notifications WHERE user_id = $1',
          [buyer.user.id],
        )
      )[0]?.count;
    expect(await notificationsOf()).toBeGreaterThan(0);
    const response = await deleteAccount(buyer.access_token);
    expect(response.statusCode, response.body).toBe(204);
    expect(await notificationsOf()).toBe(0);
    const after = await testApp.app.inject({
      method: 'GET',
      url: '/v2/auth/me',
      headers: bearer(buyer.access_token),
    });
    expect(after.statusCode).toBe(401);
    expect((await login(testApp.app, buyer.user.email, testPassword)).statusCode).toBe(401);
    const [row] = await testApp.database.db.query<Record<string, unknown>>(
      'SELECT email, first_name, last_name, phone_number, deleted_at FROM users WHERE id = $1',
      [buyer.user.id],
    );
    expect(row).toMatchObject({ first_name: 'Deleted', last_name: 'user', phone_number: null });
    expect(String(row?.email)).not.toContain(buyer.user.email);
    const deal = await testApp.app.inject({
      method: 'GET',
      url: `/v2/workflows/${workflowId}`,
      headers: bearer(seller.access_token),
    });
    expect(deal.statusCode).toBe(200);
    expect(deal.body).not.toContain(buyer.user.email);
    await testApp.runJobs();
    expect(await templatesTo(buyer.user.email)).toContain('account.deleted');
  });

  it('refuses a wrong password with 403 and deletes nothing', async () => {
    const session = await registerCustomer(testApp.app);
    expectError(await deleteAccount(session.access_token, 'wrong-pass-1'), 403, 'forbidden');
    expect((await me(session.access_token)).email).toBe(session.user.email);
  });

  it('refuses the last ADMIN of a business with the reason; once a colleague is ADMIN too, it goes', async () => {
    const owner = await registerBusiness(testApp.app, { company_name: 'Solo Robotics' });
    const refused = await deleteAccount(owner.access_token);
    expectError(refused, 409, 'conflict');
    expect(refused.json()).toMatchObject({ error: 'last_business_admin' });
    expect(refused.json().message).toContain('Solo Robotics');
    const colleague = await registerCustomer(testApp.app);
    const businessId = owner.memberships[0]?.business_id ?? '';
    await addMembership(testApp.database.db, businessId, colleague.user.id, 'ADMIN');
    expect((await deleteAccount(owner.access_token)).statusCode).toBe(204);
    // The colleague's business goes on, without the deleted member.
    const members = await testApp.database.db.query(
      'SELECT user_id FROM business_members WHERE business_id = $1',
      [businessId],
    );
    expect(members).toEqual([{ user_id: colleague.user.id }]);
  });

  it('lets only one of two ADMINs leaving at once go, over many rounds', async () => {
    for (let round = 0; round < 8; round += 1) {
      const owner = await registerBusiness(testApp.app, { company_name: `Pair ${round} Robotics` });
      const partner = await registerCustomer(testApp.app);
      const businessId = owner.memberships[0]?.business_id ?? '';
      await addMembership(testApp.database.db, businessId, partner.user.id, 'ADMIN');
      const answers = await Promise.all([
        deleteAccount(owner.access_token),
        deleteAccount(partner.access_token),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
      const [admins] = await testApp.database.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM business_members WHERE business_id = $1 AND 'ADMIN' = ANY (roles)`,
        [businessId],
      );
      expect(admins?.count).toBe(1);
    }
  });

  it('refuses while a payment of theirs is held in escrow', async () => {
    const buyer = await registerCustomer(testApp.app);
    const seller = await registerBusiness(testApp.app);
    await paidWorkflow(testApp.app, buyer, seller);
    const refused = await deleteAccount(buyer.access_token);
    expectError(refused, 409, 'conflict');
    expect(refused.json().error).toBe('funds_in_escrow');
    expect((await me(buyer.access_token)).email).toBe(buyer.user.email);
  });
});

describe('data export', () => {
  it('builds the archive in a job and mails a single-use link to it', async () => {
    const session = await registerBusiness(testApp.app, { company_name: 'Export Robotics' });
    const buyer = await registerCustomer(testApp.app);
    const workflowId = await agreedWorkflow(testApp.app, buyer, session);
    const response = await post('/v2/auth/me/export', undefined, session.access_token);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ id: expect.any(String) });
    const link = await (async () => {
      await testApp.runJobs();
      const mail = (await mailsTo(testApp.database.db, session.user.email)).find(
        (kept) => kept.template === 'account.data-export',
      );
      return new URL(mail?.links.find((href) => href.includes('token=')) ?? '');
    })();
    const download = await testApp.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    const archive = download.json();
    expect(archive.user).toMatchObject({ id: session.user.id, email: session.user.email });
    expect(JSON.stringify(archive)).not.toContain('password_hash');
    expect(archive.memberships).toEqual([expect.objectContaining({ name: 'Export Robotics' })]);
    expect(archive.deals).toEqual(expect.arrayContaining([expect.objectContaining({ id: workflowId })]));
    expect(archive.notifications.length).toBeGreaterThan(0);
    expect(JSON.stringify(archive)).not.toContain(buyer.user.email);
    const again = await testApp.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expectError(again, 400, 'validation_failed');
    // Running the job again (a lapsed claim) mails nothing more.
    await testApp.runJobs();
    const exports = (await mailsTo(testApp.database.db, session.user.email)).filter(
      (kept) => kept.template === 'account.data-export',
    );
    expect(exports).toHaveLength(1);
  });
});

describe('an unverified account', () => {
  const strict = useTestApp({ now: clock.now, auth: { requireVerifiedEmail: true } });

  it('browses but may not award or pay (403 naming the step to take) until it confirms its address', async () => {
    const buyer = await registerCustomer(strict.app);
    const seller = await registerBusiness(strict.app);
    const { workflowId } = await newMarketplaceRfp(strict.app, buyer);
    const proposalId = await propose(strict.app, seller, workflowId);
    const accept = () =>
      send(
        strict.app,
        'POST',
        `/v2/workflows/${workflowId}/proposals/${proposalId}/accept`,
        buyer,
        undefined,
        {
          'idempotency-key': crypto.randomUUID(),
        },
      );
    const refused = await accept();
    expectError(refused, 403, 'forbidden');
    expect(refused.json()).toMatchObject({ error: 'email_not_verified' });
    expect(refused.json().message).toContain('Confirm your e-mail address');
    await strict.runJobs();
    const link =
      (await mailsTo(strict.database.db, buyer.user.email))
        .find((mail) => mail.template === 'account.verify-email')
        ?.links.find((href) => href.includes('token=')) ?? '';
    const token = new URL(link).searchParams.get('token');
    const verified = await strict.app.inject({
      method: 'POST',
      url: '/v2/auth/verify-email',
      payload: { token },
    });
    expect(verified.statusCode).toBe(204);
    expect((await accept()).statusCode).toBe(200);
  });
});

describe('GET /v2/auth/me/export', () => {
  it('asks for the archive like POST does: 202, a job, and the link by mail; 401 signed out', async () => {
    const session = await registerCustomer(testApp.app);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/v2/auth/me/export',
      headers: bearer(session.access_token),
    });
    expect(response.statusCode, response.body).toBe(202);
    await testApp.runJobs();
    const templates = (await mailsTo(testApp.database.db, session.user.email)).map((mail) => mail.template);
    expect(templates).toContain('account.data-export');
    expectError(
      await testApp.app.inject({ method: 'GET', url: '/v2/auth/me/export' }),
      401,
      'unauthenticated',
    );
  });
});
