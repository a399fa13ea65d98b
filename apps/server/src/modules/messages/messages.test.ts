import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, registerCustomer, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import {
  expectStatus,
  newMarketplaceRfp,
  newWorkflow,
  paymentParties,
  propose,
  send,
} from '../../test/procurement.ts';
import { expectError, missingId } from '../../test/requests.ts';
import { countMessageRows } from './index.ts';

const testApp = useTestApp();

interface MessageJson {
  id: string;
  workflowId: string;
  senderId: string;
  senderName: string;
  sellerId: string | null;
  body: string;
  createdAt: string;
}

let buyer: Session;
let colleague: Session;
let seller: Session;
let uninvitedSeller: Session;
let stranger: Session;
let workflowId: string;
let otherWorkflowId: string;

const messagesUrl = (id = workflowId) => `/v2/workflows/${id}/messages`;
const post = (session: Session | undefined, body: unknown, id = workflowId) =>
  send(testApp.app, 'POST', messagesUrl(id), session, body);
const list = (session: Session | undefined, query = '', id = workflowId) =>
  send(testApp.app, 'GET', `${messagesUrl(id)}${query}`, session);
const counts = () => countMessageRows(testApp.database.db);

beforeAll(async () => {
  const parties = await paymentParties(testApp.app, testApp.database.db);
  ({ buyer, colleague, seller, stranger } = parties);
  uninvitedSeller = await registerBusiness(testApp.app, { company_name: 'Uninvited Robotics' });
  ({ workflowId } = await newMarketplaceRfp(testApp.app, buyer));
  await propose(testApp.app, seller, workflowId);
  otherWorkflowId = await newWorkflow(testApp.app, stranger);
});

describe('POST /v2/workflows/{id}/messages', () => {
  it('lets every party write: the buyer, a colleague of the buyer, the invited seller', async () => {
    for (const [session, name] of [
      [buyer, 'Grace Hopper'],
      [colleague, 'Ada Lovelace'],
      [seller, 'Grace Hopper'],
    ] as const) {
      const message = expectStatus<MessageJson>(await post(session, { body: 'Hello there' }), 201);
      expect(message).toEqual({
        id: expect.any(String),
        workflowId,
        senderId: session.user.id,
        senderName: name,
        sentBy: { userId: session.user.id, name, businessName: expect.any(String) },
        sellerId: seller.user.id,
        body: 'Hello there',
        createdAt: expect.any(String),
      });
    }
  });

  it('keeps what was typed exactly: spaces, lines and markup stay plain text', async () => {
    const typed = '  <b>Bold?</b> <script>alert(1)</script>\n  second line  ';
    const message = expectStatus<MessageJson>(await post(buyer, { body: typed }), 201);
    expect(message.body).toBe(typed);
    const { messages } = expectStatus<{ messages: MessageJson[] }>(await list(buyer, '?limit=100'), 200);
    expect(messages.find((m) => m.id === message.id)?.body).toBe(typed);
  });

  it('answers 404 to a signed-in user who is not a party, and 401 without a token, writing nothing', async () => {
    const before = await counts();
    for (const session of [uninvitedSeller, stranger, await registerCustomer(testApp.app)]) {
      expectError(await post(session, { body: 'Let me in' }), 404, 'not_found', 'Workflow not found');
    }
    expectError(await post(undefined, { body: 'Anonymous' }), 401, 'unauthenticated');
    expectError(await post(buyer, { body: 'Nowhere' }, missingId), 404, 'not_found');
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['an empty body', { body: '' }],
    ['only white space', { body: ' \n\t\u00a0 ' }],
    ['5001 characters', { body: 'x'.repeat(5001) }],
    ['a NUL character', { body: 'before\u0000after' }],
    ['a lone surrogate', { body: 'broken \ud800 text' }],
    ['an unknown field', { body: 'Hi', html: '<b>Hi</b>' }],
    ['a number for the body', { body: 42 }],
    ['no body field', {}],
  ])('refuses %s with a 400 and writes nothing', async (_label, payload) => {
    const before = await counts();
    const response = await post(buyer, payload);
    expectError(response, 400, 'validation_failed');
    expect(await counts()).toEqual(before);
  });

  it('accepts exactly 5000 characters, and astral characters counted as characters', async () => {
    expectStatus(await post(buyer, { body: 'y'.repeat(5000) }), 201);
    expectStatus(await post(buyer, { body: '🤖'.repeat(2500) }), 201);
  });

  it('refuses a workflow id that is not a uuid, or a huge one, with a 400', async () => {
    const before = await counts();
    expectError(await post(buyer, { body: 'Hi' }, 'not-a-uuid'), 400, 'validation_failed');
    expectError(await post(buyer, { body: 'Hi' }, '9'.repeat(80)), 400, 'validation_failed');
    expect(await counts()).toEqual(before);
  });
});

describe('GET /v2/workflows/{id}/messages', () => {
  let ids: string[];
  let listWorkflowId: string;

  beforeAll(async () => {
    ({ workflowId: listWorkflowId } = await newMarketplaceRfp(testApp.app, buyer));
    await propose(testApp.app, seller, listWorkflowId);
    ids = [];
    for (const [index, session] of [buyer, seller, colleague, seller, buyer].entries()) {
      const message = expectStatus<MessageJson>(
        await post(session, { body: `message ${index}` }, listWorkflowId),
        201,
      );
      ids.push(message.id);
    }
  });

  it('lists oldest first for every party, with the sender names', async () => {
    for (const session of [buyer, colleague, seller]) {
      const page = expectStatus<{ messages: MessageJson[]; next_cursor: string | null }>(
        await list(session, '', listWorkflowId),
        200,
      );
      expect(page.messages.map((m) => m.body)).toEqual([0, 1, 2, 3, 4].map((i) => `message ${i}`));
      expect(page.messages.map((m) => m.senderName)).toEqual([
        'Grace Hopper',
        'Grace Hopper',
        'Ada Lovelace',
        'Grace Hopper',
        'Grace Hopper',
      ]);
      expect(page.next_cursor).toBeNull();
    }
  });

  it('pages with the cursor, continuing with later messages', async () => {
    const first = expectStatus<{ messages: MessageJson[]; next_cursor: string | null }>(
      await list(buyer, '?limit=2', listWorkflowId),
      200,
    );
    expect(first.messages.map((m) => m.id)).toEqual(ids.slice(0, 2));
    const second = expectStatus<{ messages: MessageJson[]; next_cursor: string | null }>(
      await list(buyer, `?limit=2&cursor=${first.next_cursor}`, listWorkflowId),
      200,
    );
    expect(second.messages.map((m) => m.id)).toEqual(ids.slice(2, 4));
    const third = expectStatus<{ messages: MessageJson[]; next_cursor: string | null }>(
      await list(buyer, `?limit=2&cursor=${second.next_cursor}`, listWorkflowId),
      200,
    );
    expect(third.messages.map((m) => m.id)).toEqual(ids.slice(4));
    expect(third.next_cursor).toBeNull();
  });

  it('lists only later messages with `since`', async () => {
    const page = expectStatus<{ messages: MessageJson[] }>(
      await list(seller, `?since=${ids[2]}`, listWorkflowId),
      200,
    );
    expect(page.messages.map((m) => m.id)).toEqual(ids.slice(3));
    const none = expectStatus<{ messages: MessageJson[] }>(
      await list(seller, `?since=${ids[4]}`, listWorkflowId),
      200,
    );
    expect(none.messages).toEqual([]);
  });

  it('refuses a `since` that is not a uuid or not a message of this workflow, and a bad cursor', async () => {
    expectError(await list(buyer, '?since=yesterday', listWorkflowId), 400, 'validation_failed');
    expectError(await list(buyer, `?since=${missingId}`, listWorkflowId), 400, 'validation_failed');
    // A message of another workflow of the same buyer.
    const elsewhere = expectStatus<MessageJson>(await post(buyer, { body: 'elsewhere' }), 201);
    expectError(await list(buyer, `?since=${elsewhere.id}`, listWorkflowId), 400, 'validation_failed');
    for (const cursor of ['garbage', Buffer.from('["m","0"]').toString('base64url'), 'W10']) {
      expectError(await list(buyer, `?cursor=${cursor}`, listWorkflowId), 400, 'validation_failed');
    }
    expectError(
      await list(
        buyer,
        `?cursor=${Buffer.from(`["m","${'9'.repeat(25)}"]`).toString('base64url')}`,
        listWorkflowId,
      ),
      400,
      'validation_failed',
    );
  });

  it('answers 404 to everyone else and 401 without a token', async () => {
    for (const session of [uninvitedSeller, stranger]) {
      expectError(await list(session, '', listWorkflowId), 404, 'not_found');
    }
    expectError(await list(undefined, '', listWorkflowId), 401, 'unauthenticated');
    expectError(await list(buyer, '', otherWorkflowId), 404, 'not_found');
  });
});

describe('read marks and unread counts', () => {
  let readWorkflowId: string;
  const unreadOf = async (session: Session) => {
    const workflow = expectStatus<{ unreadMessages: number }>(
      await send(testApp.app, 'GET', `/v2/workflows/${readWorkflowId}`, session),
      200,
    );
    const { workflows } = expectStatus<{ workflows: { id: string; unreadMessages: number }[] }>(
      await send(testApp.app, 'GET', '/v2/workflows?limit=100', session),
      200,
    );
    expect(workflows.find((w) => w.id === readWorkflowId)?.unreadMessages).toBe(workflow.unreadMessages);
    return workflow.unreadMessages;
  };
  const markRead = (session: Session | undefined, messageId: unknown, id = readWorkflowId) =>
    send(testApp.app, 'POST', `/v2/workflows/${id}/messages/read`, session, { messageId });

  beforeAll(async () => {
    ({ workflowId: readWorkflowId } = await newMarketplaceRfp(testApp.app, buyer));
    await propose(testApp.app, seller, readWorkflowId);
  });

  it('counts others’ messages after the read mark, which never moves backwards', async () => {
    expect(await unreadOf(buyer)).toBe(0);
    const sent: string[] = [];
    for (const body of ['one', 'two', 'three']) {
      sent.push(expectStatus<MessageJson>(await post(seller, { body }, readWorkflowId), 201).id);
    }
    expectStatus(await post(buyer, { body: 'mine' }, readWorkflowId), 201);
    expect(await unreadOf(buyer)).toBe(3);
    expect(await unreadOf(colleague)).toBe(4);
    expect(await unreadOf(seller)).toBe(1);

    expect((await markRead(buyer, sent[1])).statusCode).toBe(204);
    expect(await unreadOf(buyer)).toBe(1);
    // An older message changes nothing.
    expect((await markRead(buyer, sent[0])).statusCode).toBe(204);
    expect(await unreadOf(buyer)).toBe(1);
    expect((await markRead(buyer, sent[2])).statusCode).toBe(204);
    expect(await unreadOf(buyer)).toBe(0);
    // The colleague's mark is the colleague's own.
    expect(await unreadOf(colleague)).toBe(4);
  });

  it('refuses a message of another workflow, a missing one, or a bad id with a 400, writing nothing', async () => {
    const elsewhere = expectStatus<MessageJson>(await post(buyer, { body: 'elsewhere' }), 201);
    const before = await counts();
    for (const messageId of [elsewhere.id, missingId, 'not-a-uuid', 12]) {
      expectError(await markRead(seller, messageId), 400, 'validation_failed');
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 404 to everyone else and 401 without a token', async () => {
    const message = expectStatus<MessageJson>(await post(buyer, { body: 'read me' }, readWorkflowId), 201);
    const before = await counts();
    for (const session of [uninvitedSeller, stranger]) {
      expectError(await markRead(session, message.id), 404, 'not_found');
    }
    expectError(await markRead(undefined, message.id), 401, 'unauthenticated');
    expect(await counts()).toEqual(before);
  });
});

describe('POST /v2/workflows/{id}/typing', () => {
  const typing = (session: Session | undefined, body: unknown, id = workflowId) =>
    send(testApp.app, 'POST', `/v2/workflows/${id}/typing`, session, body);

  it('answers 204 to every party and stores nothing', async () => {
    const before = await counts();
    for (const session of [buyer, colleague, seller]) {
      expect((await typing(session, { isTyping: true })).statusCode).toBe(204);
      expect((await typing(session, { isTyping: false })).statusCode).toBe(204);
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 404 to everyone else, 401 without a token, 400 to bad input', async () => {
    for (const session of [uninvitedSeller, stranger]) {
      expectError(await typing(session, { isTyping: true }), 404, 'not_found');
    }
    expectError(await typing(buyer, { isTyping: true }, missingId), 404, 'not_found');
    expectError(await typing(undefined, { isTyping: true }), 401, 'unauthenticated');
    expectError(await typing(buyer, { isTyping: 'yes' }), 400, 'validation_failed');
    expectError(await typing(buyer, { isTyping: true, who: 'me' }), 400, 'validation_failed');
    expectError(await typing(buyer, {}), 400, 'validation_failed');
  });
});
