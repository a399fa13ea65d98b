import type { FastifyInstance } from 'fastify';
import type { Session } from './accounts.ts';
import { expectStatus, newMarketplaceRfp, propose, send } from './procurement.ts';

/** A fresh `Idempotency-Key` header. */
export const freshKey = () => ({ 'idempotency-key': crypto.randomUUID() });

/** The good sandbox test card. */
export const goodCard = '4242 4242 4242 4242';

/** A marketplace RFP workflow whose `seller`'s proposal at `price` is accepted (PRICE_AGREED). */
export async function agreedWorkflow(
  app: FastifyInstance,
  buyer: Session,
  seller: Session,
  price = '150000.00',
  currency = 'USD',
): Promise<string> {
  const budget = { min: '100000.00', max: '200000.00', currency };
  const { workflowId } = await newMarketplaceRfp(app, buyer, { budget });
  const proposalId = await propose(app, seller, workflowId, { price });
  expectStatus(
    await send(
      app,
      'POST',
      `/v2/workflows/${workflowId}/proposals/${proposalId}/accept`,
      buyer,
      undefined,
      freshKey(),
    ),
    200,
  );
  return workflowId;
}

/** Opens a sandbox session as `buyer`; returns the payment's id. */
export async function openSession(app: FastifyInstance, buyer: Session, workflowId: string): Promise<string> {
  return expectStatus<{ payment_id: string }>(
    await send(app, 'POST', `/v2/workflows/${workflowId}/payments/session`, buyer, undefined, freshKey()),
    201,
  ).payment_id;
}

/** Pays a sandbox payment with `card`. */
export const confirm = (
  app: FastifyInstance,
  buyer: Session,
  paymentId: string,
  card = goodCard,
  headers: Record<string, string> = freshKey(),
) => send(app, 'POST', `/v2/sandbox/payments/${paymentId}/confirm`, buyer, { card_number: card }, headers);

/** An agreed workflow paid in the sandbox (funds held); returns the workflow's and payment's ids. */
export async function paidWorkflow(
  app: FastifyInstance,
  buyer: Session,
  seller: Session,
  price?: string,
): Promise<{ workflowId: string; paymentId: string }> {
  const workflowId = await agreedWorkflow(app, buyer, seller, price);
  const paymentId = await openSession(app, buyer, workflowId);
  expectStatus(await confirm(app, buyer, paymentId), 200);
  return { workflowId, paymentId };
}

/** A paid workflow whose seller started the order (ORDER_IN_PROGRESS). */
export async function startedWorkflow(
  app: FastifyInstance,
  buyer: Session,
  seller: Session,
  price?: string,
): Promise<{ workflowId: string; paymentId: string }> {
  const paid = await paidWorkflow(app, buyer, seller, price);
  expectStatus(await send(app, 'POST', `/v2/workflows/${paid.workflowId}/order/start`, seller), 200);
  return paid;
}

/** Sum of all postings, per-account balances and the resolutions of each payment, for invariants. */
export async function ledgerSnapshot(db: {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}) {
  const [total] = await db.query<{ sum: string; count: string }>(
    'SELECT COALESCE(sum(amount_minor), 0)::text AS sum, count(*)::text AS count FROM ledger_postings',
  );
  const unbalanced = await db.query<{ id: string }>(
    `SELECT transaction_id AS id FROM ledger_postings GROUP BY transaction_id HAVING sum(amount_minor) <> 0`,
  );
  const negative = await db.query<{ account: string; owner: string | null; balance: string }>(
    `SELECT lp.account, lp.owner_id::text AS owner, sum(lp.amount_minor)::text AS balance
       FROM ledger_postings lp JOIN ledger_transactions lt ON lt.id = lp.transaction_id
      WHERE lp.account <> 'buyer_funding'
      GROUP BY lp.account, lp.owner_id, CASE WHEN lp.account = 'escrow' THEN lt.payment_id END
     HAVING sum(lp.amount_minor) < 0`,
  );
  const positiveFunding = await db.query<{ owner: string }>(
    `SELECT owner_id::text AS owner FROM ledger_postings WHERE account = 'buyer_funding'
      GROUP BY owner_id HAVING sum(amount_minor) > 0`,
  );
  return {
    sum: BigInt(total?.sum ?? '0'),
    postings: Number(total?.count ?? '0'),
    unbalanced,
    negative,
    positiveFunding,
  };
}

/** The workflow's status. */
export async function workflowStatus(
  app: FastifyInstance,
  buyer: Session,
  workflowId: string,
): Promise<string> {
  return expectStatus<{ status: string }>(await send(app, 'GET', `/v2/workflows/${workflowId}`, buyer), 200)
    .status;
}
