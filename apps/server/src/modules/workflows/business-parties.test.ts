// The business owns the work (ADR 0089): members act on the business's workflows by role, a seller's
// colleagues are the same seller party (one thread, one set of proposals), a parent business's members read
// their subsidiaries' workflows, and a member removed from the business loses access at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, registerCustomer, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { addMembership } from '../../test/memberships.ts';
import {
  expectStatus,
  newMarketplaceRfp,
  newWorkflow,
  proposalPayload,
  propose,
  send,
} from '../../test/procurement.ts';
import { expectError } from '../../test/requests.ts';

const testApp = useTestApp();
let buyer: Session;
let purchaser: Session;
let viewer: Session;
let seller: Session;
let sales: Session;
let sellerViewer: Session;
let rival: Session;
let parentMember: Session;
let buyerBusiness: string;
let sellerBusiness: string;

const key = () => ({ 'idempotency-key': crypto.randomUUID() });
const businessOf = (session: Session) => session.memberships[0]?.business_id ?? '';
const proposalsUrl = (id: string) => `/v2/workflows/${id}/proposals`;
const messagesUrl = (id: string) => `/v2/workflows/${id}/messages`;
const acceptUrl = (id: string, proposalId: string) => `${proposalsUrl(id)}/${proposalId}/accept`;

interface SentBy {
  userId: string;
  name: string;
  businessName: string | null;
}
interface ProposalJson {
  id: string;
  sellerId: string;
  status: string;
  sentBy: SentBy;
}
interface MessageJson {
  id: string;
  body: string;
  sellerId: string | null;
  sentBy: SentBy;
}

beforeAll(async () => {
  const { app, database } = testApp;
  buyer = await registerBusiness(app, { company_name: 'Buyer Works' });
  buyerBusiness = businessOf(buyer);
  purchaser = await registerCustomer(app, { first_name: 'Katherine', last_name: 'Johnson' });
  await addMembership(database.db, buyerBusiness, purchaser.user.id, ['PURCHASER']);
  viewer = await registerCustomer(app);
  await addMembership(database.db, buyerBusiness, viewer.user.id, ['VIEWER']);

  seller = await registerBusiness(app, { company_name: 'Meridian Automation' });
  sellerBusiness = businessOf(seller);
  // Seller accounts whose only business is Meridian Automation.
  const colleague = async (first_name: string, last_name: string) => {
    const session = await registerBusiness(app, { first_name, last_name, company_name: 'Former Ltd' });
    await database.db.query('DELETE FROM business_members WHERE user_id = $1', [session.user.id]);
    return session;
  };
  sales = await colleague('Ada', 'Lovelace');
  await addMembership(database.db, sellerBusiness, sales.user.id, ['SALES']);
  sellerViewer = await colleague('Alan', 'Turing');
  await addMembership(database.db, sellerBusiness, sellerViewer.user.id, ['VIEWER']);
  rival = await registerBusiness(app, { company_name: 'Rival Robotics' });

  // Buyer Works is a subsidiary of Holding Group, whose members read its workflows.
  const parent = await registerBusiness(app, { company_name: 'Holding Group' });
  parentMember = await registerCustomer(app);
  await addMembership(database.db, businessOf(parent), parentMember.user.id, ['VIEWER']);
  await database.db.query(
    `UPDATE businesses SET business_type = 'subsidiary', parent_business_id = $2 WHERE id = $1`,
    [buyerBusiness, businessOf(parent)],
  );
});

describe('the buyer side is the workflow’s business', () => {
  it('lets a PURCHASER colleague accept a proposal on a workflow another member created', async () => {
    const { app, database } = testApp;
    const { workflowId } = await newMarketplaceRfp(app, buyer);
    const proposalId = await propose(app, seller, workflowId, { price: '120000.00' });

    // Every member reads; the VIEWER and the parent's member may not act.
    for (const session of [purchaser, viewer, parentMember]) {
      expectStatus(await send(app, 'GET', `/v2/workflows/${workflowId}`, session), 200);
      expectStatus(await send(app, 'GET', proposalsUrl(workflowId), session), 200);
    }
    // `access` tells the app which controls to hide, and why.
    const accessOf = async (session: Session) =>
      expectStatus(await send(app, 'GET', `/v2/workflows/${workflowId}`, session), 200).access;
    expect(await accessOf(purchaser)).toMatchObject({ actsForBuyer: true, parentReader: false });
    expect(await accessOf(viewer)).toMatchObject({
      buyerSide: true,
      actsForBuyer: false,
      parentReader: false,
    });
    expect(await accessOf(parentMember)).toMatchObject({
      buyerSide: true,
      actsForBuyer: false,
      parentReader: true,
    });
    expectError(
      await send(app, 'POST', acceptUrl(workflowId, proposalId), viewer, undefined, key()),
      403,
      'forbidden',
      'Your role in Buyer Works does not allow this: it needs PURCHASER',
    );
    expectError(
      await send(app, 'POST', acceptUrl(workflowId, proposalId), parentMember, undefined, key()),
      403,
      'forbidden',
      "A parent business reads its subsidiaries' workflows; it changes nothing",
    );
    expectError(
      await send(app, 'POST', messagesUrl(workflowId), parentMember, { body: 'hello' }),
      403,
      'forbidden',
    );
    expectError(await send(app, 'DELETE', `/v2/workflows/${workflowId}`, viewer), 403, 'forbidden');

    const accepted = expectStatus<{ proposal: ProposalJson; workflow: { status: string } }>(
      await send(app, 'POST', acceptUrl(workflowId, proposalId), purchaser, undefined, key()),
      200,
    );
    expect(accepted.proposal.status).toBe('ACCEPTED');
    expect(accepted.workflow.status).toBe('PRICE_AGREED');

    // The award names the seller's business and is in the buyer's audit log under the colleague's name.
    const [row] = await database.db.query<{ business_id: string; seller_business_id: string }>(
      'SELECT business_id, seller_business_id FROM workflows WHERE id = $1',
      [workflowId],
    );
    expect(row).toEqual({ business_id: buyerBusiness, seller_business_id: sellerBusiness });
    const audit = await database.db.query<{ actor_id: string; subject_id: string }>(
      `SELECT actor_id, subject_id FROM audit_events WHERE business_id = $1 AND action = 'proposal.awarded'`,
      [buyerBusiness],
    );
    expect(audit).toContainEqual({ actor_id: purchaser.user.id, subject_id: proposalId });
  });

  it('files a new workflow under the business the member acts for, and refuses a VIEWER', async () => {
    const { app, database } = testApp;
    const workflowId = await newWorkflow(app, purchaser);
    const [row] = await database.db.query<{ business_id: string }>(
      'SELECT business_id FROM workflows WHERE id = $1',
      [workflowId],
    );
    expect(row?.business_id).toBe(buyerBusiness);
    expectStatus(await send(app, 'GET', `/v2/workflows/${workflowId}`, buyer), 200);
    expectError(
      await send(app, 'POST', '/v2/workflows', viewer, {
        title: 'Not mine to buy',
        description: 'A VIEWER reads only.',
        requestType: 'RFP',
        requirements: { category: 'ROBOT', quantity: 1, details: {} },
      }),
      403,
      'forbidden',
    );
  });

  it('keeps the subsidiary’s workflows from other businesses and from a removed member', async () => {
    const { app, database } = testApp;
    const { workflowId } = await newMarketplaceRfp(app, buyer);
    const leaver = await registerCustomer(app);
    await addMembership(database.db, buyerBusiness, leaver.user.id, ['PURCHASER']);
    expectStatus(await send(app, 'GET', `/v2/workflows/${workflowId}`, leaver), 200);
    await database.db.query('DELETE FROM business_members WHERE user_id = $1', [leaver.user.id]);
    expectError(await send(app, 'GET', `/v2/workflows/${workflowId}`, leaver), 404, 'not_found');
    expectError(await send(app, 'GET', `/v2/workflows/${workflowId}`, rival), 404, 'not_found');
  });
});

describe('a seller’s colleagues are the same seller party', () => {
  it('answers in the seller’s thread, revises its proposal and says who sent what for whom', async () => {
    const { app } = testApp;
    const { workflowId } = await newMarketplaceRfp(app, buyer);
    const proposalId = await propose(app, seller, workflowId);
    await propose(app, rival, workflowId);

    // The colleague sees the seller's proposal (not the rival's), sent by the seller for its business.
    const { proposals } = expectStatus<{ proposals: ProposalJson[] }>(
      await send(app, 'GET', proposalsUrl(workflowId), sales),
      200,
    );
    expect(proposals.map((proposal) => proposal.id)).toEqual([proposalId]);
    expect(proposals[0]?.sentBy).toEqual({
      userId: seller.user.id,
      name: 'Grace Hopper',
      businessName: 'Meridian Automation',
    });

    // The buyer writes to the seller; the colleague answers in the same thread.
    expectStatus(
      await send(app, 'POST', messagesUrl(workflowId), buyer, {
        body: 'Can you deliver in May?',
        sellerId: seller.user.id,
      }),
      201,
    );
    const answer = expectStatus<MessageJson>(
      await send(app, 'POST', messagesUrl(workflowId), sales, { body: 'Yes, in two lots.' }),
      201,
    );
    expect(answer.sellerId).toBe(seller.user.id);
    expect(answer.sentBy).toEqual({
      userId: sales.user.id,
      name: 'Ada Lovelace',
      businessName: 'Meridian Automation',
    });
    const { messages } = expectStatus<{ messages: MessageJson[] }>(
      await send(app, 'GET', `${messagesUrl(workflowId)}?sellerId=${seller.user.id}`, buyer),
      200,
    );
    expect(messages.map((message) => message.body)).toEqual(['Can you deliver in May?', 'Yes, in two lots.']);
    expect(messages[0]?.sentBy.businessName).toBe('Buyer Works');
    const seen = expectStatus<{ messages: MessageJson[] }>(
      await send(app, 'GET', messagesUrl(workflowId), seller),
      200,
    );
    expect(seen.messages.map((message) => message.body)).toContain('Yes, in two lots.');
    // The rival reads neither.
    const rivals = expectStatus<{ messages: MessageJson[] }>(
      await send(app, 'GET', messagesUrl(workflowId), rival),
      200,
    );
    expect(rivals.messages).toEqual([]);

    // One pending proposal per seller party: the colleague revises the seller's instead.
    expectError(await send(app, 'POST', proposalsUrl(workflowId), sales, proposalPayload()), 409, 'conflict');
    const revision = expectStatus<ProposalJson>(
      await send(
        app,
        'PUT',
        `${proposalsUrl(workflowId)}/${proposalId}`,
        sales,
        proposalPayload({ price: '150000.00' }),
      ),
      201,
    );
    expect(revision.sellerId).toBe(seller.user.id);
    expect(revision.sentBy.name).toBe('Ada Lovelace');

    // The seller's VIEWER reads the thread and changes nothing.
    expectStatus(await send(app, 'GET', messagesUrl(workflowId), sellerViewer), 200);
    expectError(
      await send(app, 'POST', messagesUrl(workflowId), sellerViewer, { body: 'hi' }),
      403,
      'forbidden',
      'Your role in Meridian Automation does not allow this: it needs SALES',
    );
    expectError(
      await send(app, 'POST', `${proposalsUrl(workflowId)}/${revision.id}/withdraw`, sellerViewer),
      403,
      'forbidden',
    );
  });

  it('does not invite a colleague of an invited seller a second time', async () => {
    const { app } = testApp;
    const workflowId = await newWorkflow(app, buyer, {
      requestType: 'CUSTOM_ORDER',
      sellerIds: [seller.user.id],
    });
    expectError(
      await send(app, 'POST', `/v2/workflows/${workflowId}/sellers/invite`, buyer, {
        workflowId,
        sellerIds: [sales.user.id],
      }),
      409,
      'conflict',
    );
    expectStatus(await send(app, 'GET', `/v2/workflows/${workflowId}`, sales), 200);
  });
});
