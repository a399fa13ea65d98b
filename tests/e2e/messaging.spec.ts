import { closeContextsAfterEach, composer, conversation, messageIn } from '../fixtures/conversation';
import { bearer, customOrder, type Party, propose, registerParty, workflowPage } from '../fixtures/deal';
import { expect, test } from './fixtures';

// Messaging end to end (issue 13 §5-6) in Chromium against the real server and its event stream: a buyer
// and an invited seller talk on one workflow in two browser contexts and see each other's messages and
// typing without reloading; proposals and the accepted price arrive live; the dashboard counts unread
// messages; a stranger gets the not-found state and no stream. Nothing here reloads a page to see a change.

test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** The shared two-core machine answers slowly: page loads and live events may take longer than 5 s. */
const SLOW = { timeout: 20_000 };

const opened = closeContextsAfterEach();

test.describe('messaging on a workflow', () => {
  const tag = `Chat${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Pallet movers ${tag}`;
  let buyer: Party;
  let seller: Party;
  let secondSeller: Party;
  let stranger: Party;
  let workflowId = '';
  let proposalId = '';

  test.beforeAll(async ({ request }) => {
    buyer = await registerParty(request, 'chat-buyer', 'Ada', 'Buyer');
    seller = await registerParty(request, 'chat-seller', 'Grace', 'Northgate');
    secondSeller = await registerParty(request, 'chat-seller-b', 'Alan', 'Southbank');
    stranger = await registerParty(request, 'chat-stranger', 'Eve', 'Elsewhere');
    workflowId = await customOrder(request, buyer, title, [seller, secondSeller]);
    proposalId = await propose(request, seller, workflowId, '42000.00');
  });

  test('buyer and seller see each other’s messages and typing live; text stays text', async ({
    browser,
    request,
  }) => {
    const buyerPage = await workflowPage(browser, buyer, workflowId, { opened });
    const sellerPage = await workflowPage(browser, seller, workflowId, { opened });
    for (const page of [buyerPage, sellerPage]) {
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW);
      await expect(conversation(page).getByText('No messages yet')).toBeVisible(SLOW);
    }

    // Each invited seller has its own private thread: the buyer opens the seller's.
    const thread = conversation(buyerPage)
      .getByRole('navigation', { name: 'Conversations with sellers' })
      .getByRole('button', { name: /Grace Northgate/ });
    await thread.click();
    await expect(thread).toHaveAttribute('aria-current', 'true');
    // The buyer types: the seller is told, then the message arrives and the indicator goes.
    await composer(buyerPage).fill('Hello, can you deliver by March?');
    await expect(conversation(sellerPage).getByText('Ada Buyer is typing...')).toBeVisible(SLOW);
    await composer(buyerPage).press('Enter');
    await expect(composer(buyerPage)).toHaveValue('', SLOW);
    const first = messageIn(sellerPage, 'Hello, can you deliver by March?');
    await expect(first).toBeVisible(SLOW);
    await expect(first).toContainText('Ada Buyer');
    await expect(conversation(sellerPage).getByText('Ada Buyer is typing...')).toHaveCount(0);
    // The sender's own page shows it once (the stream echoes it back; the cache keeps one copy).
    await expect(messageIn(buyerPage, 'Hello, can you deliver by March?')).toHaveCount(1);

    // The seller answers on two lines: Shift+Enter adds a line, Enter sends.
    await composer(sellerPage).click();
    await composer(sellerPage).pressSequentially('Yes, six weeks.');
    await expect(conversation(buyerPage).getByText('Grace Northgate is typing...')).toBeVisible(SLOW);
    await composer(sellerPage).press('Shift+Enter');
    await composer(sellerPage).pressSequentially('Installation included.');
    await expect(composer(sellerPage)).toHaveValue('Yes, six weeks.\nInstallation included.');
    await composer(sellerPage).press('Enter');
    const answer = messageIn(buyerPage, 'Installation included.');
    await expect(answer).toBeVisible(SLOW);
    await expect(conversation(buyerPage).getByText('Grace Northgate is typing...')).toHaveCount(0);
    // One message of two lines, shown on two lines.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered line break is what is checked.
    expect(await answer.innerText()).toContain('Yes, six weeks.\nInstallation included.');

    // Markup and a script address are shown as the characters typed, never as HTML or a link.
    const hostile = '<b>bold</b> see javascript:alert(document.domain)';
    await composer(buyerPage).fill(hostile);
    await composer(buyerPage).press('Enter');
    for (const page of [sellerPage, buyerPage]) {
      const shown = messageIn(page, '<b>bold</b>');
      await expect(shown).toBeVisible(SLOW);
      await expect(shown).toContainText(hostile);
      await expect(shown.locator('b')).toHaveCount(0);
      await expect(shown.getByRole('link')).toHaveCount(0);
    }

    // What both pages show is what the server stored, in order.
    const listed = await request.get(`/v2/workflows/${workflowId}/messages`, { headers: bearer(buyer) });
    expect(listed.status()).toBe(200);
    const { messages } = (await listed.json()) as { messages: Array<{ body: string; senderName: string }> };
    expect(messages.map((message) => message.body)).toEqual([
      'Hello, can you deliver by March?',
      'Yes, six weeks.\nInstallation included.',
      hostile,
    ]);
  });

  test('a new proposal reaches the buyer’s page, and the accepted price the seller’s, without reloading', async ({
    browser,
    request,
  }) => {
    const buyerPage = await workflowPage(browser, buyer, workflowId, { opened });
    const sellerPage = await workflowPage(browser, seller, workflowId, { opened });
    const proposals = buyerPage.getByRole('region', { name: 'Proposals' });
    await expect(proposals.getByRole('listitem').filter({ hasText: 'Northgate Robotics' })).toBeVisible(SLOW);
    await expect(proposals.getByRole('listitem').filter({ hasText: 'Southbank Robotics' })).toHaveCount(0);
    await expect(sellerPage.getByRole('region', { name: 'Payment' })).toHaveCount(0);
    // Both streams are open once the pages show the workflow; give the seller's a moment to connect.
    await expect(conversation(sellerPage).getByRole('log')).toBeVisible(SLOW);

    // A second invited seller proposes through the API: the buyer's open page lists it.
    await propose(request, secondSeller, workflowId, '45000.00');
    await expect(proposals.getByRole('listitem').filter({ hasText: 'Southbank Robotics' })).toBeVisible(SLOW);
    await expect(buyerPage.getByRole('table')).toContainText('$45,000.00');

    // The buyer accepts the first seller's: the seller's open page moves to PRICE_AGREED on its own.
    await buyerPage.getByRole('button', { name: 'Accept proposal from Northgate Robotics' }).click();
    await buyerPage.getByRole('alertdialog').getByRole('button', { name: 'Accept proposal' }).click();
    await expect(buyerPage.getByText('Price agreed', { exact: true })).toBeVisible(SLOW);
    await expect(sellerPage.getByText('Price agreed', { exact: true })).toBeVisible(SLOW);
    const timeline = sellerPage.getByRole('list', { name: 'Workflow progress' });
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Price Agreement' })).toContainText(
      'In progress',
      SLOW,
    );
    const payment = sellerPage.getByRole('region', { name: 'Payment' });
    await expect(payment).toBeVisible(SLOW);
    await expect(payment).toContainText('$42,000.00');
    // The seller's own proposal shows as accepted there too.
    const own = sellerPage.getByRole('region', { name: 'Proposals' });
    await expect(own.getByRole('listitem').filter({ hasText: 'Northgate Robotics' })).toContainText(
      'Accepted',
      SLOW,
    );
    expect(proposalId).not.toBe('');
  });

  test('the buyer’s dashboard counts the seller’s unread messages until the workflow is opened', async ({
    browser,
    request,
  }) => {
    const page = await workflowPage(browser, buyer, workflowId, { opened });
    await expect(messageIn(page, '<b>bold</b>')).toBeVisible(SLOW);
    await page.goto('/dashboard');
    const row = page
      .getByRole('region', { name: 'Active Workflows' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(row).toBeVisible(SLOW);
    await expect(row).not.toContainText('unread');

    for (const body of ['Invoice attached to the order.', 'Shipping from Rotterdam.']) {
      const sent = await request.post(`/v2/workflows/${workflowId}/messages`, {
        headers: bearer(seller),
        data: { body },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    }
    await page.reload();
    await expect(row.getByText('2 unread messages')).toBeVisible(SLOW);

    await row.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(`/workflow/${workflowId}`);
    await expect(messageIn(page, 'Shipping from Rotterdam.')).toBeVisible(SLOW);
    // The read mark is written once the newest message is shown; back on the dashboard the count is gone.
    await expect
      .poll(async () => {
        const listed = await request.get('/v2/workflows', { headers: bearer(buyer) });
        const { workflows } = (await listed.json()) as {
          workflows: Array<{ id: string; unreadMessages?: number }>;
        };
        return workflows.find((workflow) => workflow.id === workflowId)?.unreadMessages;
      }, SLOW)
      .toBe(0);
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(row).toBeVisible(SLOW);
    await expect(row).not.toContainText('unread');
  });

  test('a stranger gets the not-found state, and no stream', async ({ browser, request }) => {
    const page = await workflowPage(browser, stranger, workflowId, { opened });
    await expect(page.getByRole('heading', { level: 1, name: 'Workflow not found' })).toBeVisible(SLOW);
    await expect(conversation(page)).toHaveCount(0);
    await expect(page.getByText('<b>bold</b>')).toHaveCount(0);

    // With a bearer token, and with the browser's own auth-token cookie, as EventSource would send it.
    const byToken = await request.get(`/v2/workflows/${workflowId}/events`, { headers: bearer(stranger) });
    expect(byToken.status()).toBe(404);
    expect(((await byToken.json()) as { code: string }).code).toBe('not_found');
    const byCookie = await page.context().request.get(`/v2/workflows/${workflowId}/events`);
    expect(byCookie.status()).toBe(404);
    expect(byCookie.headers()['content-type']).toContain('application/json');
    // Nor can they read or write the thread.
    const read = await request.get(`/v2/workflows/${workflowId}/messages`, { headers: bearer(stranger) });
    expect(read.status()).toBe(404);
    const written = await request.post(`/v2/workflows/${workflowId}/messages`, {
      headers: bearer(stranger),
      data: { body: 'Hello?' },
    });
    expect(written.status()).toBe(404);

    // The same request from the buyer's browser, with the buyer's cookie, opens the stream.
    const buyerPage = await workflowPage(browser, buyer, workflowId, { opened });
    await expect(conversation(buyerPage).getByRole('log')).toBeVisible(SLOW);
    const stream = await buyerPage.evaluate(async (url) => {
      const abort = new AbortController();
      const response = await fetch(url, { signal: abort.signal });
      const answer = {
        status: response.status,
        type: response.headers.get('content-type'),
        cache: response.headers.get('cache-control'),
      };
      abort.abort();
      return answer;
    }, `/v2/workflows/${workflowId}/events`);
    expect(stream).toEqual({ status: 200, type: 'text/event-stream; charset=utf-8', cache: 'no-cache' });
  });

  test('the workflow page with its conversation fits a phone and a desktop', async ({
    browser,
  }, testInfo) => {
    const page = await workflowPage(browser, buyer, workflowId, { opened });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(messageIn(page, 'Shipping from Rotterdam.')).toBeVisible(SLOW);
      await expect(composer(page)).toBeVisible();
      // Nothing sticks out sideways: no horizontal scrolling of the page.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      await page.screenshot({ path: testInfo.outputPath(`workflow-${width}.png`), fullPage: true });
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
    }
  });
});
