import { describe, expect, it } from 'vitest';
import {
  bearer,
  freshAddress,
  registerBusiness,
  type Session,
  signInAgain,
  testClock,
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { agreedWorkflow, paidWorkflow, startedWorkflow } from '../../test/payments.ts';
import { expectStatus } from '../../test/procurement.ts';

// The legacy payment operations (issue 29): old paths onto the v2 payment operations, the old answer shape,
// the derived idempotency key for the old client's retries, and no more access than v2.
const clock = testClock(new Date());
const testApp = useTestApp({ now: clock.now });

const legacy = (
  method: 'GET' | 'POST',
  url: string,
  session?: Pick<Session, 'access_token'>,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  testApp.app.inject({
    method,
    url,
    remoteAddress: freshAddress(),
    headers: {
      ...(session === undefined ? {} : bearer(session.access_token)),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

async function parties() {
  return {
    buyer: await registerBusiness(testApp.app, { company_name: 'Legacy Buyers' }),
    otherBuyer: await registerBusiness(testApp.app, { company_name: 'Other Buyers' }),
    seller: await registerBusiness(testApp.app, { company_name: 'Legacy Robotics' }),
    otherSeller: await registerBusiness(testApp.app, { company_name: 'Other Robotics' }),
  };
}

async function paymentsOf(workflowId: string) {
  return testApp.database.db.query<{ id: string; status: string; escrow_status: string | null }>(
    'SELECT id, status, escrow_status FROM payments WHERE workflow_id = $1 ORDER BY created_at',
    [workflowId],
  );
}

function expectDeprecated(response: { headers: Record<string, unknown> }, successor: string) {
  expect(response.headers.deprecation).toBe('@1796083200');
  expect(response.headers.sunset).toEqual(expect.any(String));
  expect(response.headers.link).toContain(`<${successor}>; rel="successor-version"`);
}

describe('POST /workflows/{id}/payments (legacy payment session)', () => {
  it('opens a session in the v2 shape, with the deprecation headers', async () => {
    const { buyer, seller } = await parties();
    const workflowId = await agreedWorkflow(testApp.app, buyer, seller);
    const response = await legacy('POST', `/workflows/${workflowId}/payments`, buyer);
    const body = expectStatus<{ payment_id: string; checkout_url: string; payment: Record<string, unknown> }>(
      response,
      201,
    );
    expect(body.checkout_url).toBe(`/checkout/${body.payment_id}`);
    expect(body.payment).toMatchObject({
      id: body.payment_id,
      amount: '150000.00',
      status: 'PENDING',
      paymentType: 'ESCROW',
      workflowId,
    });
    expectDeprecated(response, `/v2/workflows/${workflowId}/payments/session`);
  });

  it("opens ONE session for the old client's three retries without a key, each answered the first answer", async () => {
    const { buyer, seller } = await parties();
    // Several rounds of the same race: three retries at once, each round on a new workflow.
    for (let round = 0; round < 5; round++) {
      const workflowId = await agreedWorkflow(testApp.app, buyer, seller);
      const answers = await Promise.all(
        [1, 2, 3].map(() => legacy('POST', `/workflows/${workflowId}/payments`, buyer)),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
      const ids = new Set(answers.map((answer) => answer.json<{ payment_id: string }>().payment_id));
      expect(ids.size, `round ${round}`).toBe(1);
      expect(await paymentsOf(workflowId)).toHaveLength(1);
      // A later retry, alone, replays it too.
      const again = await legacy('POST', `/workflows/${workflowId}/payments`, buyer);
      expect(again.json()).toEqual(answers[0]?.json());
    }
  });

  it('opens a new session, not a replay, once the first expired and the window passed', async () => {
    const { buyer, seller } = await parties();
    const workflowId = await agreedWorkflow(testApp.app, buyer, seller);
    const first = expectStatus<{ payment_id: string }>(
      await legacy('POST', `/workflows/${workflowId}/payments`, buyer),
      201,
    );
    clock.advance(31 * 60_000);
    const again = await signInAgain(testApp.app, buyer.user.email);
    const second = expectStatus<{ payment_id: string }>(
      await legacy('POST', `/workflows/${workflowId}/payments`, again),
      201,
    );
    expect(second.payment_id).not.toBe(first.payment_id);
    expect((await paymentsOf(workflowId)).map((payment) => payment.status)).toEqual(['EXPIRED', 'PENDING']);
  });

  it('refuses bad input with 400 in the error shape and opens nothing', async () => {
    const { buyer, seller } = await parties();
    const workflowId = await agreedWorkflow(testApp.app, buyer, seller);
    for (const payload of [
      { success_url: 'javascript:alert(1)' },
      { success_url: 'https://example.com/\u0000' },
      { cancel_url: 'https://example.com/\ud800' },
      { amount: 1 },
    ]) {
      const response = await legacy('POST', `/workflows/${workflowId}/payments`, buyer, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
      expectDeprecated(response, `/v2/workflows/${workflowId}/payments/session`);
    }
    for (const id of ['not-a-uuid', '9'.repeat(400)]) {
      expect((await legacy('POST', `/workflows/${id}/payments`, buyer)).statusCode).toBe(400);
    }
    expect(await paymentsOf(workflowId)).toEqual([]);
  });

  it('lets only the buyer pay: another buyer gets 404, the seller 403, as in v2', async () => {
    const { buyer, otherBuyer, seller, otherSeller } = await parties();
    const workflowId = await agreedWorkflow(testApp.app, buyer, seller);
    for (const [session, status] of [
      [otherBuyer, 404],
      [otherSeller, 404],
      [seller, 403],
    ] as const) {
      const response = await legacy('POST', `/workflows/${workflowId}/payments`, session);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await legacy('POST', `/workflows/${workflowId}/payments`)).statusCode).toBe(401);
    expect(await paymentsOf(workflowId)).toEqual([]);
  });
});

describe('GET /payments (legacy payment history)', () => {
  it('answers {payments} in the old shape, to the parties only', async () => {
    const { buyer, otherBuyer, seller, otherSeller } = await parties();
    const { workflowId, paymentId } = await paidWorkflow(testApp.app, buyer, seller);
    const response = await legacy('GET', '/payments', buyer);
    const body = expectStatus<{ payments: Record<string, unknown>[] }>(response, 200);
    expect(Object.keys(body)).toEqual(['payments']);
    expect(body.payments).toContainEqual(
      expect.objectContaining({
        id: paymentId,
        amount: '150000.00',
        status: 'COMPLETED',
        escrowStatus: 'PENDING',
        paymentType: 'ESCROW',
        createdAt: expect.any(String),
        workflowId,
      }),
    );
    expectDeprecated(response, '/v2/payments');
    const sellers = expectStatus<{ payments: { id: string }[] }>(
      await legacy('GET', '/payments', seller),
      200,
    );
    expect(sellers.payments.map((payment) => payment.id)).toContain(paymentId);
    for (const stranger of [otherBuyer, otherSeller]) {
      const theirs = expectStatus<{ payments: unknown[] }>(await legacy('GET', '/payments', stranger), 200);
      expect(theirs.payments).toEqual([]);
    }
    const filtered = expectStatus<{ payments: { workflowId: string }[] }>(
      await legacy('GET', `/payments?workflow_id=${workflowId}`, buyer),
      200,
    );
    expect(filtered.payments.map((payment) => payment.workflowId)).toEqual([workflowId]);
  });

  it('refuses a bad filter with 400 and anonymous callers with 401', async () => {
    const { buyer } = await parties();
    expect((await legacy('GET', '/payments?workflow_id=1e400', buyer)).statusCode).toBe(400);
    expect((await legacy('GET', `/payments?workflow_id=${'a'.repeat(5000)}`, buyer)).statusCode).toBe(400);
    expect((await legacy('GET', '/payments')).statusCode).toBe(401);
  });

  it('leaves a browser asking for the page to the app', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/payments',
      headers: { accept: 'text/html' },
    });
    expect(response.headers.deprecation).toBeUndefined();
  });
});

describe('POST /workflows/{id}/escrow/release (legacy release)', () => {
  it('releases once: retries without a key replay the first answer', async () => {
    const { buyer, seller } = await parties();
    for (let round = 0; round < 3; round++) {
      const { workflowId, paymentId } = await startedWorkflow(testApp.app, buyer, seller);
      const answers = await Promise.all(
        [1, 2, 3].map(() => legacy('POST', `/workflows/${workflowId}/escrow/release`, buyer)),
      );
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json()).toMatchObject({ id: paymentId, escrowStatus: 'RELEASED', workflowId });
        expect(answer.json()).toEqual(answers[0]?.json());
      }
      expectDeprecated(answers[0] ?? { headers: {} }, `/v2/workflows/${workflowId}/payments/release`);
      expect(await paymentsOf(workflowId)).toEqual([
        { id: paymentId, status: 'COMPLETED', escrow_status: 'RELEASED' },
      ]);
    }
  });

  it('the seller cannot release (403), another buyer gets 404, as in v2; nothing moves', async () => {
    const { buyer, otherBuyer, seller, otherSeller } = await parties();
    const { workflowId } = await startedWorkflow(testApp.app, buyer, seller);
    for (const [session, status] of [
      [seller, 403],
      [otherBuyer, 404],
      [otherSeller, 404],
    ] as const) {
      expect((await legacy('POST', `/workflows/${workflowId}/escrow/release`, session)).statusCode).toBe(
        status,
      );
    }
    expect((await paymentsOf(workflowId))[0]?.escrow_status).toBe('PENDING');
  });
});

describe('POST /workflows/{id}/escrow/refund (legacy refund, with its body)', () => {
  it('refunds with the reason, once', async () => {
    const { buyer, seller } = await parties();
    const { workflowId, paymentId } = await paidWorkflow(testApp.app, buyer, seller);
    const body = { reason: 'The robots never left the port' };
    const [first, retry] = await Promise.all([
      legacy('POST', `/workflows/${workflowId}/escrow/refund`, buyer, body),
      legacy('POST', `/workflows/${workflowId}/escrow/refund`, buyer, body),
    ]);
    expect(first?.statusCode, first?.body).toBe(200);
    expect(first?.json()).toMatchObject({
      id: paymentId,
      escrowStatus: 'REFUNDED',
      refundedAmount: '150000.00',
    });
    expect(retry?.json()).toEqual(first?.json());
    expectDeprecated(first ?? { headers: {} }, `/v2/workflows/${workflowId}/payments/refund`);
  });

  it('refuses bad bodies with 400 and other parties as v2 does; nothing moves', async () => {
    const { buyer, otherBuyer, seller } = await parties();
    const { workflowId } = await paidWorkflow(testApp.app, buyer, seller);
    for (const payload of [
      { reason: '' },
      { reason: 'x'.repeat(501) },
      { reason: 'bad \u0000' },
      { reason: 'lone \udc00' },
      { amount: '10.00' },
    ]) {
      const response = await legacy('POST', `/workflows/${workflowId}/escrow/refund`, buyer, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect((await legacy('POST', `/workflows/${workflowId}/escrow/refund`, seller, {})).statusCode).toBe(403);
    expect((await legacy('POST', `/workflows/${workflowId}/escrow/refund`, otherBuyer, {})).statusCode).toBe(
      404,
    );
    expect((await paymentsOf(workflowId))[0]?.escrow_status).toBe('PENDING');
  });
});
