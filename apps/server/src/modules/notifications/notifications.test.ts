import { describe, expect, it } from 'vitest';
import {
  freshEmail,
  registerBusiness,
  registerCustomer,
  type Session,
  testClock,
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { mailsTo } from '../../test/mail.ts';
import { addMembership } from '../../test/memberships.ts';
import {
  expectStatus,
  newMarketplaceRfp,
  newWorkflowWithSeller,
  propose,
  send,
} from '../../test/procurement.ts';

const clock = testClock();
const testApp = useTestApp({ now: clock.now });
/** The notification mails kept for `address` (not the verification link every sign-up gets). */
const notificationMails = async (address: string) =>
  (await mailsTo(testApp.database.db, address)).filter((mail) => mail.template.startsWith('notification'));

interface NotificationBody {
  id: string;
  type: string;
  title: string;
  link: string;
  read: boolean;
}

const list = async (user: Session, query = '') =>
  expectStatus<{ notifications: NotificationBody[]; next_cursor: string | null }>(
    await send(testApp.app, 'GET', `/v2/notifications${query}`, user),
    200,
  ).notifications;
const unread = async (user: Session) =>
  expectStatus<{ unread: number }>(
    await send(testApp.app, 'GET', '/v2/notifications/unread-count', user),
    200,
  ).unread;

/** A selling business whose ADMIN follows `categories`; answers the ADMIN and a SALES colleague. */
async function followingSeller(categories: string[]) {
  const admin = await registerBusiness(testApp.app);
  const businessId = admin.memberships[0]?.business_id ?? '';
  const colleague = await registerCustomer(testApp.app);
  await addMembership(testApp.database.db, businessId, colleague.user.id, ['SALES']);
  expectStatus(
    await send(testApp.app, 'PUT', `/v2/business/${businessId}/notification-settings`, admin, {
      rfpCategories: categories,
      rfpRecipientRole: 'SALES',
    }),
    200,
  );
  return { admin, colleague, businessId };
}

describe('new RFPs in a followed category', () => {
  it('tells the SALES members of following businesses, by mail with a link to the RFP; no one else', async () => {
    const following = await followingSeller(['Robot']);
    const notFollowing = await registerBusiness(testApp.app);
    const buyer = await registerCustomer(testApp.app);
    const { rfpId } = await newMarketplaceRfp(testApp.app, buyer);
    await testApp.runJobs();

    for (const member of [following.admin, following.colleague]) {
      const [news] = await list(member);
      expect(news).toMatchObject({ type: 'rfp.new_matching', link: `/rfp/respond/${rfpId}`, read: false });
      expect(await unread(member)).toBe(1);
      const mails = await notificationMails(member.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain('New RFP in ROBOT');
      expect(mails[0]?.links).toContain(`http://localhost:8787/rfp/respond/${rfpId}`);
      expect(mails[0]?.text).toContain('Unsubscribe');
    }
    expect(await list(notFollowing)).toEqual([]);
    expect(await list(buyer)).toEqual([]);
    expect(await notificationMails(notFollowing.user.email)).toEqual([]);
  });

  it('lets only an ADMIN of the business change the settings, and members read them', async () => {
    const { admin, colleague, businessId } = await followingSeller(['welding', 'Welding ', 'ROBOT']);
    const url = `/v2/business/${businessId}/notification-settings`;
    expect(expectStatus(await send(testApp.app, 'GET', url, colleague), 200)).toEqual({
      rfpCategories: ['welding', 'robot'],
      rfpRecipientRole: 'SALES',
    });
    const body = { rfpCategories: [], rfpRecipientRole: 'ADMIN' };
    expect((await send(testApp.app, 'PUT', url, colleague, body)).statusCode).toBe(403);
    const stranger = await registerBusiness(testApp.app);
    expect((await send(testApp.app, 'PUT', url, stranger, body)).statusCode).toBe(404);
    expect((await send(testApp.app, 'GET', url, stranger)).statusCode).toBe(404);
    expect((await send(testApp.app, 'GET', url, admin)).json()).toMatchObject({ rfpRecipientRole: 'SALES' });
  });

  it('refuses bad categories with a 400 and writes nothing', async () => {
    const { admin, businessId } = await followingSeller(['robot']);
    const url = `/v2/business/${businessId}/notification-settings`;
    for (const category of ['bad\u0000byte', 'lone \ud800 surrogate', '\u202ebidi', ' ', 'x'.repeat(101)]) {
      const response = await send(testApp.app, 'PUT', url, admin, {
        rfpCategories: [category],
        rfpRecipientRole: 'SALES',
      });
      expect(response.statusCode, category).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect((await send(testApp.app, 'GET', url, admin)).json()).toMatchObject({ rfpCategories: ['robot'] });
  });
});

describe('proposals and awards', () => {
  it("tells the buyer's side of a proposal, the winner of its award and the loser only of its own", async () => {
    const buyer = await registerBusiness(testApp.app);
    const buyerColleague = await registerCustomer(testApp.app);
    await addMembership(
      testApp.database.db,
      buyer.memberships[0]?.business_id ?? '',
      buyerColleague.user.id,
      'MEMBER',
    );
    const winner = await registerBusiness(testApp.app);
    const loser = await registerBusiness(testApp.app);
    const { workflowId } = await newMarketplaceRfp(testApp.app, buyer);
    const winning = await propose(testApp.app, winner, workflowId);
    await propose(testApp.app, loser, workflowId, { price: '140000.00' });
    for (const member of [buyer, buyerColleague]) {
      const received = (await list(member)).filter((item) => item.type === 'proposal.received');
      expect(received).toHaveLength(2);
    }
    // A competing seller never hears of the other's proposal.
    expect((await list(loser)).some((item) => item.type === 'proposal.received')).toBe(false);

    expectStatus(
      await send(
        testApp.app,
        'POST',
        `/v2/workflows/${workflowId}/proposals/${winning}/accept`,
        buyer,
        {},
        { 'idempotency-key': `accept-${winning}` },
      ),
      200,
    );
    expect((await list(winner)).map((item) => item.type)).toContain('proposal.accepted');
    const loserNews = await list(loser);
    expect(loserNews.map((item) => item.type)).toEqual(['proposal.rejected']);
    expect(JSON.stringify(loserNews)).not.toContain(winner.user.id);
    expect((await list(winner)).map((item) => item.type)).not.toContain('proposal.rejected');
  });
});

describe('the list and read marks', () => {
  it('marks one and all read, and keeps each person to their own', async () => {
    const following = await followingSeller(['robot']);
    const buyer = await registerCustomer(testApp.app);
    await newMarketplaceRfp(testApp.app, buyer);
    await newMarketplaceRfp(testApp.app, buyer);
    const [first, second] = await list(following.colleague);
    expect(await unread(following.colleague)).toBe(2);
    // Someone else's notification is a 404 and stays unread.
    const url = `/v2/notifications/${first?.id}/read`;
    expect((await send(testApp.app, 'POST', url, following.admin)).statusCode).toBe(404);
    expect(expectStatus(await send(testApp.app, 'POST', url, following.colleague), 200)).toMatchObject({
      read: true,
    });
    expect(await unread(following.colleague)).toBe(1);
    expect((await list(following.colleague, '?unread=true')).map((item) => item.id)).toEqual([second?.id]);
    expect(await unread(following.admin)).toBe(2);
    expectStatus(await send(testApp.app, 'POST', '/v2/notifications/read-all', following.colleague), 200);
    expect(await unread(following.colleague)).toBe(0);
    expect(await unread(following.admin)).toBe(2);
    expect((await send(testApp.app, 'POST', '/v2/notifications/not-a-uuid/read', buyer)).statusCode).toBe(
      400,
    );
    expect((await send(testApp.app, 'GET', '/v2/notifications?cursor=%00', buyer)).statusCode).toBe(400);
  });
});

describe('preferences, digest and unsubscribe', () => {
  it('sends no mail for a type turned off, and gathers digest types into one daily mail', async () => {
    const following = await followingSeller(['robot']);
    const member = following.colleague;
    const preferences = expectStatus<{ preferences: { type: string; email: boolean }[] }>(
      await send(testApp.app, 'PUT', '/v2/auth/me/notification-preferences', member, {
        preferences: [{ type: 'rfp.new_matching', in_app: true, email: false, digest: true }],
      }),
      200,
    ).preferences;
    expect(preferences.find((item) => item.type === 'rfp.new_matching')).toMatchObject({ email: false });
    expect(preferences.find((item) => item.type === 'proposal.received')).toMatchObject({ email: true });
    const buyer = await registerCustomer(testApp.app);
    await newMarketplaceRfp(testApp.app, buyer);
    await newMarketplaceRfp(testApp.app, buyer);
    await testApp.runJobs();
    expect(await notificationMails(member.user.email)).toEqual([]);
    expect(await unread(member)).toBe(2);
    clock.advance(24 * 60 * 60_000);
    await testApp.runJobs();
    const mails = await notificationMails(member.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your RoboMarket digest: 2 notifications']);
    clock.advance(24 * 60 * 60_000);
    await testApp.runJobs();
    expect(await notificationMails(member.user.email)).toHaveLength(1);
  });

  it('refuses a type named twice', async () => {
    const user = await registerCustomer(testApp.app);
    const item = { type: 'offer.received', in_app: true, email: true, digest: false };
    const response = await send(testApp.app, 'PUT', '/v2/auth/me/notification-preferences', user, {
      preferences: [item, item],
    });
    expect(response.statusCode).toBe(400);
  });

  it("turns a type's mail off from the mail's unsubscribe link; a forged token is a 400", async () => {
    const following = await followingSeller(['robot']);
    const buyer = await registerCustomer(testApp.app);
    await newMarketplaceRfp(testApp.app, buyer);
    const [mail] = await notificationMails(following.admin.user.email);
    const link = mail?.links.find((href) => href.includes('/notifications/unsubscribe?token='));
    const token = new URL(link ?? 'http://x/').searchParams.get('token');
    const body = { token };
    expect(
      expectStatus(await send(testApp.app, 'POST', '/v2/notifications/unsubscribe', undefined, body), 200),
    ).toEqual({ type: 'rfp.new_matching' });
    // The same again answers the same.
    expectStatus(await send(testApp.app, 'POST', '/v2/notifications/unsubscribe', undefined, body), 200);
    for (const forged of [`${token}x`, 'x', '\u0000']) {
      const response = await send(testApp.app, 'POST', '/v2/notifications/unsubscribe', undefined, {
        token: forged,
      });
      expect(response.statusCode).toBe(400);
    }
    await newMarketplaceRfp(testApp.app, buyer);
    expect(await notificationMails(following.admin.user.email)).toHaveLength(1);
    expect(await unread(following.admin)).toBe(2);
  });
});

describe('messages', () => {
  it('mails at most once per thread per 10 minutes, gathering what came meanwhile', async () => {
    const buyer = await registerCustomer(testApp.app);
    const seller = await registerBusiness(testApp.app);
    const workflowId = await newWorkflowWithSeller(testApp.app, buyer, seller);
    const write = async (body: string) =>
      expectStatus(
        await send(testApp.app, 'POST', `/v2/workflows/${workflowId}/messages`, seller, { body }),
        201,
      );
    await write('First');
    await write('Second');
    await write('Third');
    await testApp.runJobs();
    const messageMails = async () =>
      (await notificationMails(buyer.user.email)).filter((mail) => mail.subject.includes('message'));
    expect(await messageMails()).toHaveLength(1);
    expect(await unread(buyer)).toBe(3);
    clock.advance(10 * 60_000);
    await testApp.runJobs();
    const mails = await messageMails();
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toMatch(/^2 new messages/);
    // The seller is not told of its own messages.
    expect((await list(seller)).some((item) => item.type === 'message.received')).toBe(false);
  });
});

describe('invitations to a business', () => {
  it('mails an address with no account who invites it, to which business, and where to sign up; only that address', async () => {
    const admin = await registerBusiness(testApp.app, {
      company_name: 'Invite Robotics',
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
    const newcomer = freshEmail('newcomer');
    const invited = await testApp.call('POST', '/v2/business/member', admin, {
      business_id: admin.memberships[0]?.business_id,
      email: newcomer,
      roles: ['PURCHASER'],
    });
    expect(invited.statusCode, invited.body).toBe(201);
    await testApp.runJobs();
    const [mail, ...more] = await mailsTo(testApp.database.db, newcomer);
    expect(more).toEqual([]);
    expect(mail?.template).toBe('business.invitation');
    expect(mail?.subject).toBe('You are invited to join Invite Robotics on RoboMarket');
    expect(mail?.text).toContain('Ada Lovelace invited you to join Invite Robotics');
    expect(mail?.links).toContainEqual(expect.stringMatching(/\/register$/));
  });

  it('sends nothing when the invitation is refused', async () => {
    const viewer = await registerBusiness(testApp.app);
    const other = await registerBusiness(testApp.app);
    const newcomer = freshEmail('refused');
    const refused = await testApp.call('POST', '/v2/business/member', viewer, {
      business_id: other.memberships[0]?.business_id,
      email: newcomer,
      roles: ['PURCHASER'],
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    await testApp.runJobs();
    expect(await mailsTo(testApp.database.db, newcomer)).toEqual([]);
  });
});
