import { closeContextsAfterEach } from '../fixtures/conversation';
import { type Party, partyPage, publishRfp, registerParty } from '../fixtures/deal';
import { linkIn, waitForMail } from '../fixtures/mail';
import { expect, test } from './fixtures';

// Notifications end to end in Chromium against the real server (ADR 0096): a seller's ADMIN chooses on the
// business notification settings page to hear about new RFPs in a category; a buyer posts an RFP in it;
// the seller receives the e-mail, follows its link to the RFP, and the header's bell shows the unread
// notification, which opening marks read; the next one reaches the open page's bell live. A seller that
// follows no category hears nothing.

test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** The shared two-core machine answers slowly: page loads may take longer than 5 s. */
const SLOW = { timeout: 20_000 };

const opened = closeContextsAfterEach();

test.describe('a seller hears about a new RFP in its category', () => {
  const tag = `Ntf${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  // A category of this run only, so RFPs of other journeys do not reach this seller.
  const category = `Cold chain ${tag}`;
  const title = `Blast freezer pallet movers ${tag}`;
  let seller: Party;
  let otherSeller: Party;
  let buyer: Party;

  test.beforeAll(async ({ request }) => {
    seller = await registerParty(request, 'notify-seller', 'Grace', 'Northgate');
    otherSeller = await registerParty(request, 'notify-other', 'Alan', 'Southbank');
    buyer = await registerParty(request, 'notify-buyer', 'Ada', 'Buyer');
  });

  test('the seller follows a category on the business notification settings page', async ({ browser }) => {
    const page = await partyPage(browser, seller, '/business/settings/notifications', { opened });
    await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible(SLOW);
    const field = page.getByLabel('Categories (separated by commas)');
    await expect(field).toBeEnabled(SLOW);
    await field.fill(category);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Notification settings saved')).toBeVisible(SLOW);
  });

  test('the seller gets the mail for the new RFP, follows its link and sees the bell', async ({
    browser,
    request,
  }) => {
    const { rfpId } = await publishRfp(request, buyer, title, [], category);
    const mail = await waitForMail(request, seller.account.email, title);
    expect(mail.text).toContain('Unsubscribe');
    const link = linkIn(mail, /\/rfp\/respond\//);
    expect(link).toContain(`/rfp/respond/${rfpId}`);

    const page = await partyPage(browser, seller, '/home', { opened });
    // The link is absolute on the server's PUBLIC_URL; its path opens the RFP in the signed-in page.
    const target = new URL(link);
    await page.goto(`${target.pathname}${target.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Respond to RFP' })).toBeVisible(SLOW);
    await expect(page.getByText(title).first()).toBeVisible(SLOW);

    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible(SLOW);
    await bell.click();
    const notification = page.getByRole('dialog').getByRole('link', { name: new RegExp(title) });
    await expect(notification).toBeVisible(SLOW);
    await notification.click();
    await expect(page).toHaveURL(`/rfp/respond/${rfpId}`);
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible(SLOW);
  });

  test('the bell counts a new notification live, without a reload or a focus change', async ({
    browser,
    request,
  }) => {
    const page = await partyPage(browser, seller, '/home', { opened });
    const quiet = page.getByRole('button', { name: 'Notifications', exact: true });
    await expect(quiet).toBeVisible(SLOW);
    // From here on the count is not asked again: a poll would come 30 seconds after the first ask at the
    // earliest, and only while the live stream is not open.
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/v2/notifications/unread-count')) asked.push(sent.url());
    });
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });

    await publishRfp(request, buyer, `${title} (second)`, [], category);
    // Well within the 30-second fallback poll: only the stream can have told the page.
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({
      timeout: 20_000,
    });
    expect(asked).toEqual([]);
    expect(loads).toBe(0);
  });

  test('a seller that follows no category hears nothing of it', async ({ request }) => {
    const response = await request.get('/v2/notifications', {
      headers: { Authorization: `Bearer ${otherSeller.token}` },
    });
    expect(response.status()).toBe(200);
    const { notifications } = (await response.json()) as { notifications: { title: string }[] };
    expect(notifications.filter((item) => item.title.includes(tag))).toEqual([]);
  });
});
