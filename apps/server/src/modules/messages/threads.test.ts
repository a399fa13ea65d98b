import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, registerCustomer, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { multipart, pdf, uploadTo } from '../../test/documents.ts';
import { addMembership } from '../../test/memberships.ts';
import {
  countProcurementRows,
  expectStatus,
  joinAsSeller,
  newMarketplaceRfp,
  newWorkflow,
  propose,
  send,
} from '../../test/procurement.ts';
import { expectError } from '../../test/requests.ts';
import { countMessageRows } from './index.ts';

// A competitive deal is confidential between the buyer's side and each seller (DESIGN.md §4): two sellers
// of the same workflow, and a winner and a loser after the award.
const documentsDir = await mkdtemp(join(tmpdir(), 'robomarket-threads-test-'));
afterAll(() => rm(documentsDir, { recursive: true, force: true }));
const testApp = useTestApp({ documentsDir });

interface MessageJson {
  id: string;
  body: string;
  sellerId: string | null;
}
interface ThreadJson {
  sellerId: string;
  sellerName: string;
  unreadMessages: number;
  lastMessageAt: string | null;
  readOnly: boolean;
}
interface DocumentJson {
  id: string;
  name: string;
  url: string;
  sellerId: string | null;
}

let buyer: Session;
let colleague: Session;
let sellerA: Session;
let sellerB: Session;
let customer: Session;

beforeAll(async () => {
  const { app, database } = testApp;
  buyer = await registerBusiness(app, { company_name: 'Buyer Works' });
  colleague = await registerCustomer(app);
  await addMembership(database.db, buyer.memberships[0]?.business_id ?? '', colleague.user.id, 'MEMBER');
  sellerA = await registerBusiness(app, { company_name: 'Alpha Robotics' });
  sellerB = await registerBusiness(app, { company_name: 'Beta Automation' });
  customer = await registerCustomer(app);
});

const post = (session: Session, id: string, payload: Record<string, unknown>) =>
  send(testApp.app, 'POST', `/v2/workflows/${id}/messages`, session, payload);
const bodiesOf = async (session: Session, id: string, query = '') =>
  expectStatus<{ messages: MessageJson[] }>(
    await send(testApp.app, 'GET', `/v2/workflows/${id}/messages${query}`, session),
    200,
  ).messages.map((message) => message.body);
const threadsOf = async (session: Session, id: string) =>
  expectStatus<{ threads: ThreadJson[] }>(
    await send(testApp.app, 'GET', `/v2/workflows/${id}/threads`, session),
    200,
  ).threads;
const documentsOf = async (session: Session, id: string, query = '') =>
  expectStatus<{ documents: DocumentJson[] }>(
    await send(testApp.app, 'GET', `/v2/workflows/${id}/documents${query}`, session),
    200,
  ).documents;
const accept = (id: string, proposalId: string) =>
  send(testApp.app, 'POST', `/v2/workflows/${id}/proposals/${proposalId}/accept`, buyer, undefined, {
    'idempotency-key': crypto.randomUUID(),
  });

/** A marketplace RFP with two competing sellers, each with a proposal and a message to the buyer. */
async function competition() {
  const { workflowId } = await newMarketplaceRfp(testApp.app, buyer);
  const proposalA = await propose(testApp.app, sellerA, workflowId, { price: '150000.00' });
  const proposalB = await propose(testApp.app, sellerB, workflowId, { price: '160000.00' });
  expectStatus(await post(sellerA, workflowId, { body: 'A: our real floor price is 3500' }), 201);
  expectStatus(await post(sellerB, workflowId, { body: 'B: we can deliver in May' }), 201);
  return { workflowId, proposalA, proposalB };
}

describe('messages in private threads', () => {
  it('shows each seller only its own thread and the broadcasts; the buyer side every thread', async () => {
    const { workflowId } = await competition();
    expectStatus(
      await post(buyer, workflowId, {
        body: 'To A: B offered 3900, can you beat it?',
        sellerId: sellerA.user.id,
      }),
      201,
    );
    expectStatus(
      await post(colleague, workflowId, { body: 'To B: which month exactly?', sellerId: sellerB.user.id }),
      201,
    );
    const broadcast = expectStatus<MessageJson>(
      await post(buyer, workflowId, { body: 'To all: drawings are attached', broadcast: true }),
      201,
    );
    expect(broadcast.sellerId).toBeNull();

    expect(await bodiesOf(sellerA, workflowId)).toEqual([
      'A: our real floor price is 3500',
      'To A: B offered 3900, can you beat it?',
      'To all: drawings are attached',
    ]);
    expect(await bodiesOf(sellerB, workflowId)).toEqual([
      'B: we can deliver in May',
      'To B: which month exactly?',
      'To all: drawings are attached',
    ]);
    for (const session of [buyer, colleague]) {
      expect(await bodiesOf(session, workflowId)).toHaveLength(5);
      expect(await bodiesOf(session, workflowId, `?sellerId=${sellerB.user.id}`)).toEqual([
        'B: we can deliver in May',
        'To B: which month exactly?',
        'To all: drawings are attached',
      ]);
    }
    // A seller naming another seller's thread finds nothing there.
    expectError(
      await send(
        testApp.app,
        'GET',
        `/v2/workflows/${workflowId}/messages?sellerId=${sellerA.user.id}`,
        sellerB,
      ),
      404,
      'not_found',
    );
    // `since` cannot point into another seller's thread either.
    const [aMessage] = (
      await send(testApp.app, 'GET', `/v2/workflows/${workflowId}/messages`, sellerA)
    ).json<{ messages: MessageJson[] }>().messages;
    expectError(
      await send(testApp.app, 'GET', `/v2/workflows/${workflowId}/messages?since=${aMessage?.id}`, sellerB),
      400,
      'validation_failed',
    );
    expectError(
      await send(testApp.app, 'POST', `/v2/workflows/${workflowId}/messages/read`, sellerB, {
        messageId: aMessage?.id,
      }),
      400,
      'validation_failed',
    );
  });

  it('makes the buyer side name the thread among several sellers, and refuses what no side may send', async () => {
    const { workflowId } = await competition();
    const before = await countMessageRows(testApp.database.db);
    expectError(await post(buyer, workflowId, { body: 'Which of you?' }), 400, 'validation_failed');
    expectError(
      await post(buyer, workflowId, { body: 'Both?', broadcast: true, sellerId: sellerA.user.id }),
      400,
      'validation_failed',
    );
    expectError(
      await post(buyer, workflowId, { body: 'Stranger', sellerId: customer.user.id }),
      404,
      'not_found',
    );
    expectError(await post(sellerA, workflowId, { body: 'To everyone', broadcast: true }), 403, 'forbidden');
    expectError(
      await post(sellerA, workflowId, { body: 'Into B', sellerId: sellerB.user.id }),
      404,
      'not_found',
    );
    expect(await countMessageRows(testApp.database.db)).toEqual(before);
    // A seller may name its own thread.
    expectStatus(await post(sellerA, workflowId, { body: 'Mine', sellerId: sellerA.user.id }), 201);
  });

  it('refuses the buyer side a message before any seller has joined, unless it is a broadcast', async () => {
    const { workflowId } = await newMarketplaceRfp(testApp.app, buyer);
    expectError(await post(buyer, workflowId, { body: 'Hello?' }), 409, 'conflict');
    expectStatus(await post(buyer, workflowId, { body: 'Site visits on Mondays', broadcast: true }), 201);
    await joinAsSeller(testApp.app, sellerA, workflowId);
    expect(await bodiesOf(sellerA, workflowId)).toEqual(['Site visits on Mondays']);
  });

  it('lists the threads with unread counts per thread for the buyer side, and its own for a seller', async () => {
    const { workflowId } = await competition();
    expectStatus(await post(sellerB, workflowId, { body: 'B again' }), 201);
    const threads = await threadsOf(buyer, workflowId);
    expect(threads).toEqual([
      {
        workflowId,
        sellerId: sellerA.user.id,
        sellerName: expect.any(String),
        unreadMessages: 1,
        lastMessageAt: expect.any(String),
        readOnly: false,
      },
      {
        workflowId,
        sellerId: sellerB.user.id,
        sellerName: expect.any(String),
        unreadMessages: 2,
        lastMessageAt: expect.any(String),
        readOnly: false,
      },
    ]);
    // Reading B's thread leaves A's unread.
    const [, latestB] = (
      await send(
        testApp.app,
        'GET',
        `/v2/workflows/${workflowId}/messages?sellerId=${sellerB.user.id}`,
        buyer,
      )
    ).json<{ messages: MessageJson[] }>().messages;
    expect(
      (
        await send(testApp.app, 'POST', `/v2/workflows/${workflowId}/messages/read`, buyer, {
          messageId: latestB?.id,
        })
      ).statusCode,
    ).toBe(204);
    expect((await threadsOf(buyer, workflowId)).map((thread) => thread.unreadMessages)).toEqual([1, 0]);
    // The colleague's marks are its own.
    expect((await threadsOf(colleague, workflowId)).map((thread) => thread.unreadMessages)).toEqual([1, 2]);
    const workflow = expectStatus<{ unreadMessages: number }>(
      await send(testApp.app, 'GET', `/v2/workflows/${workflowId}`, buyer),
      200,
    );
    expect(workflow.unreadMessages).toBe(1);

    expectStatus(await post(buyer, workflowId, { body: 'Noted, A', sellerId: sellerA.user.id }), 201);
    expect(await threadsOf(sellerB, workflowId)).toEqual([
      expect.objectContaining({ sellerId: sellerB.user.id, unreadMessages: 0, readOnly: false }),
    ]);
    expect(await threadsOf(sellerA, workflowId)).toEqual([
      expect.objectContaining({ sellerId: sellerA.user.id, unreadMessages: 1, readOnly: false }),
    ]);
    const sellerWorkflow = expectStatus<{ unreadMessages: number }>(
      await send(testApp.app, 'GET', `/v2/workflows/${workflowId}`, sellerB),
      200,
    );
    expect(sellerWorkflow.unreadMessages).toBe(0);
    expectError(
      await send(testApp.app, 'GET', `/v2/workflows/${workflowId}/threads`, customer),
      404,
      'not_found',
    );
  });
});

describe('documents in private threads', () => {
  it('keeps each seller’s files from the other, and shares a broadcast file with both', async () => {
    const { app } = testApp;
    const { workflowId } = await competition();
    const fromA = expectStatus<DocumentJson>(
      await uploadTo(app, workflowId, sellerA, multipart('a-quote.pdf', 'application/pdf', pdf)),
      201,
    );
    expect(fromA.sellerId).toBe(sellerA.user.id);
    const toB = expectStatus<DocumentJson>(
      await uploadTo(app, workflowId, buyer, multipart('b-nda.pdf', 'application/pdf', pdf), {
        sellerId: sellerB.user.id,
      }),
      201,
    );
    const drawings = expectStatus<DocumentJson>(
      await uploadTo(app, workflowId, buyer, multipart('drawings.pdf', 'application/pdf', pdf), {
        broadcast: 'true',
      }),
      201,
    );
    expect(drawings.sellerId).toBeNull();

    const ids = (documents: DocumentJson[]) => documents.map((document) => document.id);
    expect(ids(await documentsOf(sellerA, workflowId))).toEqual([fromA.id, drawings.id]);
    expect(ids(await documentsOf(sellerB, workflowId))).toEqual([toB.id, drawings.id]);
    expect(ids(await documentsOf(buyer, workflowId))).toEqual([fromA.id, toB.id, drawings.id]);
    expect(ids(await documentsOf(colleague, workflowId, `?sellerId=${sellerA.user.id}`))).toEqual([
      fromA.id,
      drawings.id,
    ]);
    // The download and the workflow's attachments follow the same rule.
    expectError(await send(app, 'GET', fromA.url, sellerB), 404, 'not_found');
    expect((await send(app, 'GET', fromA.url, sellerA)).statusCode).toBe(200);
    expect((await send(app, 'GET', fromA.url, colleague)).statusCode).toBe(200);
    expect((await send(app, 'GET', drawings.url, sellerB)).statusCode).toBe(200);
    const attachments = async (session: Session) => {
      const workflow = expectStatus<{ attachments: string[]; attachmentCount: number }>(
        await send(app, 'GET', `/v2/workflows/${workflowId}`, session),
        200,
      );
      return [workflow.attachmentCount, workflow.attachments];
    };
    expect(await attachments(sellerB)).toEqual([2, [toB.url, drawings.url]]);
    expect(await attachments(buyer)).toEqual([3, [fromA.url, toB.url, drawings.url]]);

    // Refused uploads store nothing.
    const before = await countProcurementRows(testApp.database.db);
    expectError(
      await uploadTo(app, workflowId, sellerA, multipart('x.pdf', 'application/pdf', pdf), {
        broadcast: 'true',
      }),
      403,
      'forbidden',
    );
    expectError(
      await uploadTo(app, workflowId, sellerA, multipart('x.pdf', 'application/pdf', pdf), {
        sellerId: sellerB.user.id,
      }),
      404,
      'not_found',
    );
    expectError(
      await uploadTo(app, workflowId, buyer, multipart('x.pdf', 'application/pdf', pdf)),
      400,
      'validation_failed',
    );
    expect(await countProcurementRows(testApp.database.db)).toEqual(before);
  });
});

describe('after the award', () => {
  it('leaves the losing seller its own thread, read-only, and nothing of the winner or the price', async () => {
    const { app } = testApp;
    const { workflowId, proposalA, proposalB } = await competition();
    const fromB = expectStatus<DocumentJson>(
      await uploadTo(app, workflowId, sellerB, multipart('b-spec.pdf', 'application/pdf', pdf)),
      201,
    );
    expectStatus(await accept(workflowId, proposalA), 200);

    const seenByB = expectStatus<{ sellerId: string | null; agreedPrice: string | null; status: string }>(
      await send(app, 'GET', `/v2/workflows/${workflowId}`, sellerB),
      200,
    );
    expect(seenByB).toMatchObject({ status: 'PRICE_AGREED', sellerId: null, agreedPrice: null });
    const listed = expectStatus<{
      workflows: { id: string; sellerId: string | null; agreedPrice: string | null }[];
    }>(await send(app, 'GET', '/v2/workflows', sellerB), 200).workflows.find(
      (workflow) => workflow.id === workflowId,
    );
    expect(listed).toMatchObject({ sellerId: null, agreedPrice: null });
    const seenByA = expectStatus<{ sellerId: string | null; agreedPrice: string | null }>(
      await send(app, 'GET', `/v2/workflows/${workflowId}`, sellerA),
      200,
    );
    expect(seenByA).toMatchObject({ sellerId: sellerA.user.id, agreedPrice: '150000.00' });
    const proposals = expectStatus<{ proposals: { id: string; status: string }[] }>(
      await send(app, 'GET', `/v2/workflows/${workflowId}/proposals`, sellerB),
      200,
    ).proposals;
    expect(proposals).toEqual([expect.objectContaining({ id: proposalB, status: 'REJECTED' })]);

    // Its thread stays readable, and read-only.
    expect(await bodiesOf(sellerB, workflowId)).toEqual(['B: we can deliver in May']);
    expect(await threadsOf(sellerB, workflowId)).toEqual([expect.objectContaining({ readOnly: true })]);
    expect((await send(app, 'GET', fromB.url, sellerB)).statusCode).toBe(200);
    const before = await countMessageRows(testApp.database.db);
    const rows = await countProcurementRows(testApp.database.db);
    expectError(await post(sellerB, workflowId, { body: 'Can we still talk?' }), 403, 'forbidden');
    expectError(
      await uploadTo(app, workflowId, sellerB, multipart('late.pdf', 'application/pdf', pdf)),
      403,
      'forbidden',
    );
    expectError(
      await send(app, 'POST', `/v2/workflows/${workflowId}/typing`, sellerB, { isTyping: true }),
      404,
      'not_found',
    );
    expectError(await send(app, 'GET', `/v2/workflows/${workflowId}/events`, sellerB), 404, 'not_found');
    expectError(
      await post(buyer, workflowId, { body: 'Sorry B', sellerId: sellerB.user.id }),
      409,
      'conflict',
    );
    expect(await countMessageRows(testApp.database.db)).toEqual(before);
    expect(await countProcurementRows(testApp.database.db)).toEqual(rows);
    expect((await threadsOf(buyer, workflowId)).map((thread) => [thread.sellerId, thread.readOnly])).toEqual([
      [sellerA.user.id, false],
      [sellerB.user.id, true],
    ]);

    // What the buyer side writes now reaches the winner only, a broadcast included.
    const delivery = expectStatus<MessageJson>(
      await post(buyer, workflowId, { body: 'Deliver to gate 4, code 1234' }),
      201,
    );
    expect(delivery.sellerId).toBe(sellerA.user.id);
    const toAll = expectStatus<MessageJson>(
      await post(buyer, workflowId, { body: 'Thank you all', broadcast: true }),
      201,
    );
    expect(toAll.sellerId).toBe(sellerA.user.id);
    expect(await bodiesOf(sellerB, workflowId)).toEqual(['B: we can deliver in May']);
    expect(await bodiesOf(sellerA, workflowId)).toContain('Deliver to gate 4, code 1234');
  });
});

describe('who may join', () => {
  it('lets a seller declare its intent to bid once, opening its own thread', async () => {
    const { app } = testApp;
    const { workflowId } = await newMarketplaceRfp(app, buyer);
    const url = `/v2/workflows/${workflowId}/intent-to-bid`;
    const thread = expectStatus<ThreadJson>(await send(app, 'POST', url, sellerA), 201);
    expect(thread).toEqual({
      workflowId,
      sellerId: sellerA.user.id,
      sellerName: expect.any(String),
      unreadMessages: 0,
      lastMessageAt: null,
      readOnly: false,
    });
    expect(expectStatus<ThreadJson>(await send(app, 'POST', url, sellerA), 200).sellerId).toBe(
      sellerA.user.id,
    );
    expectError(await send(app, 'POST', url, customer), 403, 'forbidden');
    expectError(await send(app, 'POST', url, buyer), 403, 'forbidden');
    expectError(await send(app, 'POST', url, colleague), 403, 'forbidden');
    // The seller that declared sees the buyer's message to it, not the other's thread.
    await joinAsSeller(app, sellerB, workflowId);
    expectStatus(await post(buyer, workflowId, { body: 'Welcome, A', sellerId: sellerA.user.id }), 201);
    expect(await bodiesOf(sellerB, workflowId)).toEqual([]);
    expect(await bodiesOf(sellerA, workflowId)).toEqual(['Welcome, A']);
  });

  it('keeps private workflows closed and awarded ones shut to new sellers', async () => {
    const { app } = testApp;
    const named = await registerBusiness(app, { company_name: 'Named Robotics' });
    const custom = await newWorkflow(app, buyer, { requestType: 'CUSTOM_ORDER', sellerIds: [named.user.id] });
    expectError(await send(app, 'POST', `/v2/workflows/${custom}/intent-to-bid`, sellerA), 404, 'not_found');
    const { workflowId, proposalA } = await competition();
    expectStatus(await accept(workflowId, proposalA), 200);
    const late = await registerBusiness(app, { company_name: 'Late Robotics' });
    expectError(await send(app, 'POST', `/v2/workflows/${workflowId}/intent-to-bid`, late), 404, 'not_found');
    // Only the buyer invites named sellers to a custom order; each gets a thread of its own.
    expectError(
      await send(app, 'POST', `/v2/workflows/${custom}/sellers/invite`, sellerA, {
        workflowId: custom,
        sellerIds: [sellerA.user.id],
      }),
      404,
      'not_found',
    );
    expectStatus(
      await send(app, 'POST', `/v2/workflows/${custom}/sellers/invite`, buyer, {
        workflowId: custom,
        sellerIds: [sellerA.user.id, sellerB.user.id],
      }),
      200,
    );
    expect((await threadsOf(buyer, custom)).map((thread) => thread.sellerId)).toEqual(
      expect.arrayContaining([sellerA.user.id, sellerB.user.id]),
    );
    expect((await threadsOf(sellerB, custom)).map((thread) => thread.sellerId)).toEqual([sellerB.user.id]);
  });
});
