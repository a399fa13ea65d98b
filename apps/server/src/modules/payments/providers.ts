// Card providers behind one interface, chosen by `PAYMENT_PROVIDER`: the built-in `sandbox` (test cards,
// the app's own checkout page) and `stripe` (a Checkout Session, paid on Stripe's page, reported by the
// webhook). Stripe is called over HTTP through `PaymentSettings.http`, so tests never reach the network.
// Amounts stay in our minor units (hundredths) except in the request to Stripe, which counts in the
// currency's own minor unit (JPY in yen, KWD in fils; ISK and MGA as Stripe has them).
import { fromMinorUnits, stripeExponents, toProviderAmount } from '@robomarket/api-client/money';
import { ApiError } from '../../lib/api-error.ts';
import type { PaymentSettings } from './settings.ts';

/** What a checkout is opened for. */
export interface CheckoutRequest {
  paymentId: string;
  /** Hundredths of `currency`, as the ledger keeps them. */
  amountMinor: bigint;
  currency: string;
  title: string;
  successUrl: string | undefined;
  cancelUrl: string | undefined;
  expiresAt: Date;
}

/** Where the buyer pays, and the provider's session id (none for the sandbox). */
export interface Checkout {
  checkoutUrl: string;
  sessionId: string | null;
}

/** A card provider. */
export interface CheckoutProvider {
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
}

/** The sandbox: the app's checkout page pays through `confirmSandboxPayment`. */
const sandbox: CheckoutProvider = {
  createCheckout: async ({ paymentId }) => ({ checkoutUrl: `/checkout/${paymentId}`, sessionId: null }),
};

/** Stripe's smallest session lifetime; a shorter one is sent as this. */
const stripeMinimumLifetimeMs = 30 * 60_000;

/** A Checkout Session through Stripe's form-encoded API. */
function stripe(settings: PaymentSettings): CheckoutProvider {
  return {
    async createCheckout(request) {
      const key = settings.stripeSecretKey;
      if (key === undefined) {
        throw new ApiError(503, 'unavailable', 'Card payments are not configured', {
          detail: 'STRIPE_SECRET_KEY is not set',
        });
      }
      const unitAmount = toProviderAmount(request.amountMinor, request.currency, stripeExponents);
      if (unitAmount === undefined) {
        // Refused where the amount is fixed (whole units in a currency without cents); only older data gets here.
        throw new ApiError(409, 'conflict', 'The amount cannot be charged exactly in its currency', {
          detail: `${fromMinorUnits(request.amountMinor)} ${request.currency} has cents; ${request.currency} is charged in whole units`,
        });
      }
      const back = `${settings.appOrigin}/payments`;
      const earliest = Date.now() + stripeMinimumLifetimeMs;
      const form = new URLSearchParams({
        mode: 'payment',
        client_reference_id: request.paymentId,
        'metadata[payment_id]': request.paymentId,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': request.currency.toLowerCase(),
        'line_items[0][price_data][unit_amount]': unitAmount.toString(),
        'line_items[0][price_data][product_data][name]': request.title,
        success_url: request.successUrl ?? back,
        cancel_url: request.cancelUrl ?? back,
        expires_at: String(Math.ceil(Math.max(request.expiresAt.getTime(), earliest) / 1000)),
      });
      const response = await settings.http({
        url: `${settings.stripeApiBase}/v1/checkout/sessions`,
        method: 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': request.paymentId,
        },
        body: form.toString(),
      });
      const body = response.body;
      if (
        response.status !== 200 ||
        typeof body !== 'object' ||
        body === null ||
        !('id' in body) ||
        !('url' in body) ||
        typeof body.id !== 'string' ||
        typeof body.url !== 'string'
      ) {
        throw new ApiError(503, 'unavailable', 'The card provider is not answering; please try again', {
          detail: `Stripe answered ${response.status}`,
        });
      }
      return { checkoutUrl: body.url, sessionId: body.id };
    },
  };
}

/** The provider the settings choose. */
export const checkoutProvider = (settings: PaymentSettings): CheckoutProvider =>
  settings.provider === 'stripe' ? stripe(settings) : sandbox;

/** What a sandbox test card does. */
export type CardOutcome = 'succeeds' | 'card_declined' | 'insufficient_funds';

/** The sandbox's test cards (spaces removed). */
const testCards: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
};

/** A card number without its spaces, or undefined when it is not digits and spaces. */
export const normaliseCard = (cardNumber: string): string | undefined => {
  const digits = cardNumber.replace(/ /g, '');
  return /^\d{1,19}$/.test(digits) ? digits : undefined;
};

/** The outcome of a sandbox card; a 400 'Unknown test card' for any other number. */
export function sandboxOutcome(cardNumber: string): CardOutcome {
  const digits = normaliseCard(cardNumber);
  const outcome = digits === undefined ? undefined : testCards[digits];
  if (outcome === undefined) {
    throw new ApiError(400, 'validation_failed', 'Unknown test card', {
      detail:
        'Use 4242 4242 4242 4242 (succeeds), 4000 0000 0000 0002 (declined) or 4000 0000 0000 9995 (insufficient funds)',
      fields: [{ field: 'card_number', message: 'is not a sandbox test card' }],
    });
  }
  return outcome;
}

/** The 402 of a declined sandbox card. */
export const declineError = (outcome: Exclude<CardOutcome, 'succeeds'>) =>
  outcome === 'card_declined'
    ? new ApiError(402, 'card_declined', 'Your card was declined. Please try another card.')
    : new ApiError(402, 'insufficient_funds', 'Your card has insufficient funds. Please try another card.');
