import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, registerCustomer, type Session, signInAgain, testClock } from '../accounts.ts';
import { useTestApp } from '../app.ts';
import { multipart, pdf, uploadTo } from '../documents.ts';
import { endOf, type OpenStream, type ReceivedEvent, useWorkflowStreams } from '../event-streams.ts';
import { expectStatus, newMarketplaceRfp, newWorkflow, proposalPayload, send } from '../procurement.ts';

// A competitive deal is confidential between the buyer's side and each seller (DESIGN.md §4, §6): two
// sellers of one workflow, A and B, each in its own private thread. B must never read anything of A's
// thread or proposal, in the lists, the workflow or its event stream; after the award to A, B keeps a
// read-only view of its own thread and nothing of the award. Streams are waited on, never timed; the clock
// moves only when told (the last test).
const pingMs = 100;
const clock = testClock();
const testApp = useTestApp({ now: clock.now, streamPingMs: pingMs });
const streams = useWorkflowStreams(testApp);

interface Message {
  id: string;
  senderId: string;
  sellerId: string | null;
  body: string;
}
interface Document {
  id: string;
  name: string;
  sellerId: string | null;
}
interface Thread {
  workflowId: string;
  sellerId: string;
  readOnly: boolean;
}
interface Proposal {
  id: string;
  sellerId: string;
  status: string;
}

const priceA = '150000.00';
const priceB = '175000.00';

let buyer: Session;
let sellerA: Session;
let sellerB: Session;
let workflowId: string;
let proposalA: string;
let proposalB: string;
/** Everything of A's thread and proposal that B must never read. */
const tracesOfA: string[] = [];
/** B's own messages and documents, which B must keep reading. */
const ownOfB = { messages: [] as string[], documents: [] as string[] };

const url = (path: string) => `/v2/workflows/${workflowId}${path}`;

const postMessage = async (session: Session, body: Record<string, unknown>): Promise<Message> =>
  expectStatus<Message>(await send(testApp.app, 'POST', url('/messages'), session, body), 201);

/** A second later on the test clock, so that what comes next is later (sellers joining, uploads). */
const aSecondLater = () => clock.advance(1000);

const upload = async (session: Session, name: string, query: Record<string, string> = {}) => {
  aSecondLater();
  return expectStatus<Document>(
    await uploadTo(testApp.app, workflowId, session, multipart(name, 'application/pdf', pdf), query),
    201,
  );
};

const messagesOf = async (session: Session, query = ''): Promise<Message[]> =>
  expectStatus<{ messages: Message[] }>(
    await send(testApp.app, 'GET', url(`/messages${query}`), session),
    200,
  ).messages;

const documentsOf = async (session: Session): Promise<Document[]> =>
  expectStatus<{ documents: Document[] }>(await send(testApp.app, 'GET', url('/documents'), session), 200)
    .documents;

const threadsOf = async (session: Session): Promise<Thread[]> =>
  expectStatus<{ threads: Thread[] }>(await send(testApp.app, 'GET', url('/threads'), session), 200).threads;

const proposalsOf = async (session: Session): Promise<Proposal[]> =>
  expectStatus<{ proposals: Proposal[] }>(await send(testApp.app, 'GET', url('/proposals'), session), 200)
    .proposals;

/** Fails if `seen` (an answer's body, an event) holds any trace of A's thread or proposal. */
const expectNothingOfA = (seen: unknown, what: string) => {
  const text = typeof seen === 'string' ? seen : JSON.stringify(seen);
  for (const trace of tracesOfA) expect(text, `${what} shows ${trace}`).not.toContain(trace);
};

/** An event of A's thread: a message or typing event in it. */
const ofThreadA = (event: ReceivedEvent) =>
  (event.event === 'message' || event.event === 'typing') &&
  (event.data as { sellerId: string | null }).sellerId === sellerA.user.id;

beforeAll(async () => {
  buyer = await registerBusiness(testApp.app, { company_name: 'Buyer Works' });
  sellerA = await registerBusiness(testApp.app, { company_name: 'Alpha Robotics', first_name: 'Alma' });
  sellerB = await registerBusiness(testApp.app, { company_name: 'Beta Robotics', first_name: 'Bert' });
  ({ workflowId } = await newMarketplaceRfp(testApp.app, buyer));
  // The buyer invites A, then B: the buyer's threads come in that order.
  for (const seller of [sellerA, sellerB]) {
    aSecondLater();
    expectStatus(
      await send(testApp.app, 'POST', url('/sellers/invite'), buyer, {
        workflowId,
        sellerIds: [seller.user.id],
      }),
      200,
    );
  }
  proposalA = expectStatus<Proposal>(
    await send(testApp.app, 'POST', url('/proposals'), sellerA, proposalPayload({ price: priceA })),
    201,
  ).id;
  proposalB = expectStatus<Proposal>(
    await send(testApp.app, 'POST', url('/proposals'), sellerB, proposalPayload({ price: priceB })),
    201,
  ).id;
  tracesOfA.push(sellerA.user.id, proposalA, priceA, 'Alpha', 'Alma');
});

describe('two sellers of one workflow', () => {
  it('read only their own thread: messages, documents, threads, proposals and the workflow', async () => {
    const fromA = await postMessage(sellerA, { body: 'Alpha: the fleet software is included.' });
    const toA = await postMessage(buyer, {
      body: 'For Alpha only: can you go lower?',
      sellerId: sellerA.user.id,
    });
    const documentOfA = await upload(sellerA, 'alpha-drawings.pdf');
    const buyersDocumentForA = await upload(buyer, 'alpha-terms.pdf', { sellerId: sellerA.user.id });
    const fromB = await postMessage(sellerB, { body: 'Beta: delivery in May.' });
    const toB = await postMessage(buyer, { body: 'For Beta only: is May firm?', sellerId: sellerB.user.id });
    const documentOfB = await upload(sellerB, 'beta-drawings.pdf');
    const toAll = await postMessage(buyer, {
      body: 'To every bidder: the site visit is on Monday.',
      broadcast: true,
    });
    const forAll = await upload(buyer, 'site-plan.pdf', { broadcast: 'true' });
    tracesOfA.push(fromA.id, toA.id, documentOfA.name, documentOfA.id, buyersDocumentForA.name);
    tracesOfA.push(buyersDocumentForA.id, 'For Alpha only');
    ownOfB.messages.push(fromB.id, toB.id, toAll.id);
    ownOfB.documents.push(documentOfB.name, forAll.name);
    expect(fromA.sellerId).toBe(sellerA.user.id);
    expect(toA.sellerId).toBe(sellerA.user.id);
    expect(toAll.sellerId).toBeNull();
    expect(documentOfA.sellerId).toBe(sellerA.user.id);
    expect(forAll.sellerId).toBeNull();

    // B: its own thread and the broadcasts, nothing of A's.
    const messagesOfB = await messagesOf(sellerB);
    expect(messagesOfB.map((message) => message.id)).toEqual([fromB.id, toB.id, toAll.id]);
    expectNothingOfA(messagesOfB, "B's messages");
    const documentsOfB = await documentsOf(sellerB);
    expect(documentsOfB.map((document) => document.name)).toEqual([documentOfB.name, forAll.name]);
    expectNothingOfA(documentsOfB, "B's documents");
    const threadsOfB = await threadsOf(sellerB);
    expect(threadsOfB).toEqual([expect.objectContaining({ workflowId, sellerId: sellerB.user.id })]);
    expectNothingOfA(threadsOfB, "B's threads");
    const proposalsOfB = await proposalsOf(sellerB);
    expect(proposalsOfB.map((proposal) => proposal.id)).toEqual([proposalB]);
    expectNothingOfA(proposalsOfB, "B's proposals");
    const workflowOfB = await send(testApp.app, 'GET', url(''), sellerB);
    expect(workflowOfB.statusCode).toBe(200);
    expect(workflowOfB.json().attachments).toEqual([
      `/api/documents/${documentOfB.name}`,
      `/api/documents/${forAll.name}`,
    ]);
    expectNothingOfA(workflowOfB.body, "B's workflow");
    const listOfB = await send(testApp.app, 'GET', '/v2/workflows', sellerB);
    expect(listOfB.statusCode).toBe(200);
    expectNothingOfA(listOfB.body, "B's workflow list");

    // A's thread, named, and A's files are not B's to read.
    for (const path of [`/messages?sellerId=${sellerA.user.id}`, `/documents?sellerId=${sellerA.user.id}`]) {
      expect((await send(testApp.app, 'GET', url(path), sellerB)).statusCode, path).toBe(404);
    }
    for (const document of [documentOfA, buyersDocumentForA]) {
      const read = await send(testApp.app, 'GET', `/api/documents/${document.name}`, sellerB);
      expect(read.statusCode, document.name).toBe(404);
      expect((await send(testApp.app, 'GET', `/api/documents/${document.name}`, sellerA)).statusCode).toBe(
        200,
      );
    }

    // A: the mirror image.
    expect((await messagesOf(sellerA)).map((message) => message.id)).toEqual([fromA.id, toA.id, toAll.id]);
    expect((await documentsOf(sellerA)).map((document) => document.name)).toEqual([
      documentOfA.name,
      buyersDocumentForA.name,
      forAll.name,
    ]);
    expect((await proposalsOf(sellerA)).map((proposal) => proposal.id)).toEqual([proposalA]);

    // The buyer's side reads every thread, or one with `sellerId` (and the broadcasts).
    expect((await messagesOf(buyer)).map((message) => message.id)).toEqual([
      fromA.id,
      toA.id,
      fromB.id,
      toB.id,
      toAll.id,
    ]);
    expect((await messagesOf(buyer, `?sellerId=${sellerB.user.id}`)).map((message) => message.id)).toEqual([
      fromB.id,
      toB.id,
      toAll.id,
    ]);
    expect((await threadsOf(buyer)).map((thread) => thread.sellerId)).toEqual([
      sellerA.user.id,
      sellerB.user.id,
    ]);
    expect((await proposalsOf(buyer)).map((proposal) => proposal.id).sort()).toEqual(
      [proposalA, proposalB].sort(),
    );
  });

  it("streams no message or typing of A's thread to B, while A's stream and the buyer's get them", async () => {
    const streamOfA = await streams.watch(sellerA, workflowId);
    const streamOfB = await streams.watch(sellerB, workflowId);
    const streamOfBuyer = await streams.watch(buyer, workflowId);
    expect([streamOfA.status, streamOfB.status, streamOfBuyer.status]).toEqual([200, 200, 200]);

    const typing = (session: Session, body: Record<string, unknown>) =>
      send(testApp.app, 'POST', url('/typing'), session, body);
    expect((await typing(sellerA, { isTyping: true })).statusCode).toBe(204);
    const fromA = await postMessage(sellerA, { body: 'Alpha: we can start in April.' });
    expect((await typing(buyer, { isTyping: true, sellerId: sellerA.user.id })).statusCode).toBe(204);
    const toA = await postMessage(buyer, {
      body: 'For Alpha only: April suits us.',
      sellerId: sellerA.user.id,
    });
    tracesOfA.push(fromA.id, toA.id);

    // A's thread reaches the buyer and A (nobody gets its own typing).
    await streamOfBuyer.waitFor((event) => event.event === 'typing' && isFrom(event, sellerA));
    await streamOfBuyer.waitFor((event) => event.event === 'message' && hasId(event, toA.id));
    await streamOfA.waitFor((event) => event.event === 'typing' && isFrom(event, buyer));
    await streamOfA.waitFor((event) => event.event === 'message' && hasId(event, fromA.id));
    await streamOfA.waitFor((event) => event.event === 'message' && hasId(event, toA.id));

    // Then B's own thread: once B has its events, every event of A's thread sent earlier would have come
    // before them on the same connection.
    expect((await typing(buyer, { isTyping: true, sellerId: sellerB.user.id })).statusCode).toBe(204);
    const toB = await postMessage(buyer, { body: 'For Beta only: noted.', sellerId: sellerB.user.id });
    await streamOfB.waitFor((event) => event.event === 'typing' && isFrom(event, buyer));
    await streamOfB.waitFor((event) => event.event === 'message' && hasId(event, toB.id));
    ownOfB.messages.push(toB.id);
    expect(streamOfB.events.filter(ofThreadA)).toEqual([]);
    expectNothingOfA(streamOfB.events, "B's stream");
    expect(streamOfA.events.filter((event) => event.event === 'message' && hasId(event, toB.id))).toEqual([]);
    for (const stream of [streamOfA, streamOfB, streamOfBuyer]) stream.close();
  });

  it('after the award to A, B sees its proposal REJECTED, nothing of the award, a read-only thread, and its stream ends', async () => {
    const streamOfA = await streams.watch(sellerA, workflowId);
    const streamOfB = await streams.watch(sellerB, workflowId);
    expect([streamOfA.status, streamOfB.status]).toEqual([200, 200]);
    const accepted = await send(
      testApp.app,
      'POST',
      url(`/proposals/${proposalA}/accept`),
      buyer,
      undefined,
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);

    expect(await endOf(streamOfB, pingMs * 20)).toEqual({
      code: 'access_revoked',
      message: expect.any(String),
    });
    expectNothingOfA(streamOfB.events, "B's stream");
    await streamOfA.waitFor((event) => event.event === 'status', pingMs * 20);

    // B: its own proposal REJECTED, the workflow without the winner or the price.
    expect(await proposalsOf(sellerB)).toEqual([
      expect.objectContaining({ id: proposalB, sellerId: sellerB.user.id, status: 'REJECTED' }),
    ]);
    const workflowOfB = await send(testApp.app, 'GET', url(''), sellerB);
    expect(workflowOfB.statusCode).toBe(200);
    expect(workflowOfB.json()).toMatchObject({ sellerId: null, agreedPrice: null });
    expectNothingOfA(workflowOfB.body, "B's workflow");
    expectNothingOfA((await send(testApp.app, 'GET', '/v2/workflows', sellerB)).body, "B's workflow list");

    // B's thread is read-only: it reads its messages and documents, but writes, uploads and types nothing.
    expect((await messagesOf(sellerB)).map((message) => message.id)).toEqual(ownOfB.messages);
    expect((await documentsOf(sellerB)).map((document) => document.name)).toEqual(ownOfB.documents);
    expect(await threadsOf(sellerB)).toEqual([
      expect.objectContaining({ sellerId: sellerB.user.id, readOnly: true }),
    ]);
    for (const name of ownOfB.documents) {
      expect((await send(testApp.app, 'GET', `/api/documents/${name}`, sellerB)).statusCode, name).toBe(200);
    }
    const write = await send(testApp.app, 'POST', url('/messages'), sellerB, {
      body: 'Beta: please reconsider.',
    });
    expect(write.statusCode, write.body).toBe(403);
    const uploaded = await uploadTo(
      testApp.app,
      workflowId,
      sellerB,
      multipart('beta-late.pdf', 'application/pdf', pdf),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(403);
    expect((await send(testApp.app, 'POST', url('/typing'), sellerB, { isTyping: true })).statusCode).toBe(
      404,
    );
    const reopened = await streams.watch(sellerB, workflowId);
    expect(reopened.status).toBe(404);
    await reopened.ended();

    // The buyer's side may not write in B's read-only thread either; A's thread goes on.
    const toLoser = await send(testApp.app, 'POST', url('/messages'), buyer, {
      body: 'Thank you for bidding.',
      sellerId: sellerB.user.id,
    });
    expect(toLoser.statusCode, toLoser.body).toBe(409);
    await postMessage(sellerA, { body: 'Alpha: thank you, we start on Monday.' });

    // A: the winner, with the agreed price.
    const workflowOfA = expectStatus<{ sellerId: string; agreedPrice: string }>(
      await send(testApp.app, 'GET', url(''), sellerA),
      200,
    );
    expect(workflowOfA).toMatchObject({ sellerId: sellerA.user.id, agreedPrice: priceA });
    streamOfA.close();
  });
});

describe('declaring the intent to bid', () => {
  it('joins a seller to a marketplace RFP in a thread of its own, once; not the buyer, a customer, or an RFP out of the marketplace', async () => {
    const { workflowId: open } = await newMarketplaceRfp(testApp.app, buyer);
    const seller = await registerBusiness(testApp.app, { company_name: 'Gamma Robotics' });
    const declare = (session: Session, id = open) =>
      send(testApp.app, 'POST', `/v2/workflows/${id}/intent-to-bid`, session);
    const joined = await declare(seller);
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toMatchObject({ workflowId: open, sellerId: seller.user.id, readOnly: false });
    const again = await declare(seller);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(joined.json());
    const threads = expectStatus<{ threads: Thread[] }>(
      await send(testApp.app, 'GET', `/v2/workflows/${open}/threads`, buyer),
      200,
    ).threads;
    expect(threads.map((thread) => thread.sellerId)).toEqual([seller.user.id]);

    expect((await declare(buyer)).statusCode).toBe(403);
    expect((await declare(await registerCustomer(testApp.app))).statusCode).toBe(403);
    // Not a party, and no RFP in the marketplace (none yet, or awarded): 404, as for no workflow.
    expect((await declare(seller, await newWorkflow(testApp.app, buyer))).statusCode).toBe(404);
    expect((await declare(seller, workflowId)).statusCode).toBe(404);
  });
});

describe('an open stream of a thread', () => {
  it('ends with token_expired once the access token it was opened with expires', async () => {
    const session = await signInAgain(testApp.app, sellerA.user.email);
    const stream: OpenStream = await streams.watch(session, workflowId);
    expect(stream.status).toBe(200);
    clock.advance(15 * 60_000 + 1000);
    expect(await endOf(stream, pingMs * 20)).toEqual({
      code: 'token_expired',
      message: expect.any(String),
    });
    expect(stream.events.map((event) => event.event)).toEqual(['end']);
  });
});

function isFrom(event: ReceivedEvent, session: Session): boolean {
  return (event.data as { userId?: string; senderId?: string }).userId === session.user.id;
}

function hasId(event: ReceivedEvent, id: string): boolean {
  return (event.data as { id?: string }).id === id;
}
