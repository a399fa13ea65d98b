import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { agreedWorkflow, freshKey, ledgerSnapshot, workflowStatus } from '../../test/payments.ts';
import { expectStatus, paymentParties, send } from '../../test/procurement.ts';
import { expectError } from '../../test/requests.ts';
import { configurePayments, type PaymentSettings } from './settings.ts';
import { stripeSignatureHeader, verifyStripeSignature } from './stripe-signature.ts';

const secret = 'whsec_test_secret_for_offline_tests';
const clock = new Date('2026-03-01T09:00:00Z');
const testApp = useTestApp({ now: () => clock });
let buyer: Session;
let seller: Session;
let restore: () => void;
/** What the fake Stripe was asked. */
const calls: { url: string; headers: Record<string, string>; body: string }[] = [];
let sessions = 0;

const fakeStripe: PaymentSettings['http'] = async (request) => {
  calls.push(request);
  sessions += 1;
  return {
    status: 200,
    body: { id: `cs_test_${sessions}`, url: `https://checkout.stripe.com/c/pay/cs_test_${sessions}` },
  };
};

beforeAll(async () => {
  restore = configurePayments({
    provider: 'stripe',
    stripeSecretKey: 'sk_test_offline',
    stripeWebhookSecret: secret,
    http: fakeStripe,
  });
  ({ buyer, seller } = await paymentParties(testApp.app, testApp.database.db));
});
afterAll(() => restore());

/** Sends a signed event (signed `at` seconds, default now). */
function deliver(event: Record<string, unknown>, signWith = secret, at = Math.floor(clock.getTime() / 1000)) {
  const payload = JSON.stringify(event);
  return testApp.app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripeSignatureHeader(signWith, at, payload),
    },
    payload,
  });
}

const sessionEvent = (id: string, type: string, sessionId: string, paymentStatus = 'paid') => ({
  id,
  type,
  data: { object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus } },
});

async function openStripeSession(
  price = '123456.78',
  currency = 'USD',
): Promise<{ workflowId: string; paymentId: string; sessionId: string }> {
  const workflowId = await agreedWorkflow(testApp.app, buyer, seller, price, currency);
  const session = expectStatus<{ payment_id: string; checkout_url: string; provider: string }>(
    await send(
      testApp.app,
      'POST',
      `/v2/workflows/${workflowId}/payments/session`,
      buyer,
      undefined,
      freshKey(),
    ),
    201,
  );
  expect(session.provider).toBe('stripe');
  expect(session.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);
  return {
    workflowId,
    paymentId: session.payment_id,
    sessionId: session.checkout_url.split('/').at(-1) ?? '',
  };
}

describe('the Stripe provider', () => {
  it('creates a Checkout Session for the exact agreed price', async () => {
    await openStripeSession();
    const call = calls.at(-1);
    expect(call?.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(call?.headers.authorization).toBe('Bearer sk_test_offline');
    const form = new URLSearchParams(call?.body);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('12345678');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('mode')).toBe('payment');
  });

  it("sends the amount in the currency's own minor unit: yen, cents, fils, and Stripe's exceptions", async () => {
    for (const [currency, unitAmount] of [
      ['JPY', '150000'],
      ['USD', '15000000'],
      ['KWD', '150000000'],
      // As Stripe counts them: ISK in hundredths (whole krónur), MGA in whole ariary.
      ['ISK', '15000000'],
      ['MGA', '150000'],
    ] as const) {
      const { paymentId } = await openStripeSession('150000.00', currency);
      const form = new URLSearchParams(calls.at(-1)?.body);
      expect(form.get('line_items[0][price_data][currency]')).toBe(currency.toLowerCase());
      expect(form.get('line_items[0][price_data][unit_amount]'), currency).toBe(unitAmount);
      // The ledger and the payment keep the contract's amount.
      const payment = expectStatus<{ amount: string; currency: string }>(
        await send(testApp.app, 'GET', `/v2/payments/${paymentId}`, buyer),
        200,
      );
      expect(payment).toMatchObject({ amount: '150000.00', currency });
    }
  });

  it('completes on a signed event, ignores duplicates and a late expiry', async () => {
    const { app, database } = testApp;
    const { workflowId, paymentId, sessionId } = await openStripeSession();
    // The sandbox confirm does not pay a Stripe payment.
    expectError(
      await send(
        app,
        'POST',
        `/v2/sandbox/payments/${paymentId}/confirm`,
        buyer,
        { card_number: '4242424242424242' },
        freshKey(),
      ),
      409,
      'conflict',
    );
    expectStatus(await deliver(sessionEvent('evt_1', 'checkout.session.completed', sessionId)), 200);
    expect(await workflowStatus(app, buyer, workflowId)).toBe('PAYMENT_COMPLETED');
    expectStatus(await deliver(sessionEvent('evt_1', 'checkout.session.completed', sessionId)), 200);
    expectStatus(await deliver(sessionEvent('evt_2', 'checkout.session.expired', sessionId)), 200);
    const payment = expectStatus<{ status: string; escrowStatus: string }>(
      await send(app, 'GET', `/v2/payments/${paymentId}`, buyer),
      200,
    );
    expect(payment).toMatchObject({ status: 'COMPLETED', escrowStatus: 'PENDING' });
    expect(await workflowStatus(app, buyer, workflowId)).toBe('PAYMENT_COMPLETED');
    const holds = await database.db.query(`SELECT 1 FROM ledger_transactions WHERE payment_id = $1`, [
      paymentId,
    ]);
    expect(holds).toHaveLength(1);
    expect((await ledgerSnapshot(database.db)).sum).toBe(0n);
  });

  it('expires on a signed expiry event; a completed event after it changes nothing', async () => {
    const { app } = testApp;
    const { workflowId, paymentId, sessionId } = await openStripeSession();
    expectStatus(await deliver(sessionEvent('evt_3', 'checkout.session.expired', sessionId, 'unpaid')), 200);
    expect(await workflowStatus(app, buyer, workflowId)).toBe('PRICE_AGREED');
    expectStatus(await deliver(sessionEvent('evt_4', 'checkout.session.completed', sessionId)), 200);
    const ledger = await testApp.database.db.query(
      'SELECT 1 FROM ledger_transactions WHERE payment_id = $1',
      [paymentId],
    );
    expect(ledger).toEqual([]);
    expect(
      expectStatus<{ status: string }>(await send(app, 'GET', `/v2/payments/${paymentId}`, buyer), 200)
        .status,
    ).toBe('EXPIRED');
    expect(await workflowStatus(app, buyer, workflowId)).toBe('PRICE_AGREED');
  });

  it('refuses a bad, stale or missing signature with a 400 that changes nothing', async () => {
    const { app, database } = testApp;
    const { workflowId, sessionId } = await openStripeSession();
    const event = sessionEvent('evt_bad', 'checkout.session.completed', sessionId);
    expectError(await deliver(event, 'whsec_wrong'), 400, 'validation_failed');
    expectError(
      await deliver(event, secret, Math.floor(clock.getTime() / 1000) - 301),
      400,
      'validation_failed',
    );
    expectError(
      await app.inject({
        method: 'POST',
        url: '/webhooks/stripe',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      }),
      400,
      'validation_failed',
    );
    // The body changed after signing.
    const payload = JSON.stringify(event);
    const header = stripeSignatureHeader(secret, Math.floor(clock.getTime() / 1000), payload);
    expectError(
      await app.inject({
        method: 'POST',
        url: '/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        payload: payload.replace('evt_bad', 'evt_bae'),
      }),
      400,
      'validation_failed',
    );
    expect(await workflowStatus(app, buyer, workflowId)).toBe('PAYMENT_PENDING');
    expect(await database.db.query(`SELECT 1 FROM stripe_events WHERE id LIKE 'evt_ba%'`)).toEqual([]);
  });
});

describe('verifyStripeSignature', () => {
  const now = new Date('2026-03-01T09:00:00Z');
  const t = Math.floor(now.getTime() / 1000);
  it('accepts any matching v1 within five minutes and nothing else', () => {
    const header = stripeSignatureHeader(secret, t, '{}');
    expect(verifyStripeSignature(header, '{}', secret, now)).toBe(true);
    expect(verifyStripeSignature(`${header},v1=${'0'.repeat(64)}`, '{}', secret, now)).toBe(true);
    expect(verifyStripeSignature(header, '{} ', secret, now)).toBe(false);
    expect(verifyStripeSignature(header, '{}', secret, new Date(now.getTime() + 301_000))).toBe(false);
    expect(verifyStripeSignature(header, '{}', secret, new Date(now.getTime() + 299_000))).toBe(true);
    expect(verifyStripeSignature(`t=${t}`, '{}', secret, now)).toBe(false);
    expect(verifyStripeSignature('garbage', '{}', secret, now)).toBe(false);
    expect(verifyStripeSignature(`t=${t},v1=abc`, '{}', secret, now)).toBe(false);
  });
});
