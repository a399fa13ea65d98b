// The payment flow's settings, read from the environment once and replaceable by tests
// (`configurePayments`). See docs/operations.md for the variables.
import type { PaymentProvider } from '@robomarket/api-client/enums';

/** Sends one HTTP request to a provider and answers its status and JSON body (tests pass a fake). */
export type ProviderHttp = (request: {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
}) => Promise<{ status: number; body: unknown }>;

/** What the payment flow needs to know. */
export interface PaymentSettings {
  /** `PAYMENT_PROVIDER`: `sandbox` (default) or `stripe`. */
  provider: PaymentProvider;
  /** `PAYMENT_SESSION_TTL_MINUTES`: an unpaid session expires after this many minutes (default 30). */
  sessionTtlMs: number;
  /** `PLATFORM_FEE_BPS`: the platform fee in basis points of the amount released (default 250 = 2.5%). */
  feeBasisPoints: number;
  /** `EARLY_ADOPTER_MONTHS`: sellers whose business is younger than this pay no fee (default 6). */
  earlyAdopterMonths: number;
  /** `STRIPE_SECRET_KEY`: for Checkout Session creation (stripe only). */
  stripeSecretKey: string | undefined;
  /** `STRIPE_WEBHOOK_SECRET`: verifies `Stripe-Signature` (stripe only). */
  stripeWebhookSecret: string | undefined;
  /** `STRIPE_API_BASE`: default https://api.stripe.com. */
  stripeApiBase: string;
  /** `APP_ORIGIN`: where Stripe sends the buyer back when the request gives no address. */
  appOrigin: string;
  /** How Stripe is called. */
  http: ProviderHttp;
  /**
   * How often the recurring job `payments.expire-overdue` expires overdue sessions and releases inspected
   * funds, in ms (default 60 s); 0 turns it off.
   */
  sweepIntervalMs: number;
  /**
   * `INSPECTION_PERIOD_DAYS`: after the seller marks an order delivered, the buyer has this many days to
   * release the funds or open a dispute before they are released automatically (default 7).
   */
  inspectionPeriodMs: number;
}

const fetchHttp: ProviderHttp = async ({ url, method, headers, body }) => {
  const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(15_000) });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed };
};

function integerSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

function inspectionDays(env: NodeJS.ProcessEnv): number {
  const days = integerSetting(env, 'INSPECTION_PERIOD_DAYS', 7, 365);
  if (days < 1) throw new Error('INSPECTION_PERIOD_DAYS must be at least 1');
  return days;
}

/** Reads the settings; throws a message naming the variable when a value is unusable. */
export function readPaymentSettings(env: NodeJS.ProcessEnv = process.env): PaymentSettings {
  const provider = env.PAYMENT_PROVIDER || 'sandbox';
  if (provider !== 'sandbox' && provider !== 'stripe') {
    throw new Error(`PAYMENT_PROVIDER must be sandbox or stripe, got "${provider}"`);
  }
  const ttlMinutes = integerSetting(env, 'PAYMENT_SESSION_TTL_MINUTES', 30, 24 * 60);
  if (ttlMinutes < 1) throw new Error('PAYMENT_SESSION_TTL_MINUTES must be at least 1');
  return {
    provider,
    sessionTtlMs: ttlMinutes * 60_000,
    feeBasisPoints: integerSetting(env, 'PLATFORM_FEE_BPS', 250, 10_000),
    earlyAdopterMonths: integerSetting(env, 'EARLY_ADOPTER_MONTHS', 6, 120),
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiBase: env.STRIPE_API_BASE || 'https://api.stripe.com',
    appOrigin: env.APP_ORIGIN || 'http://localhost:5173',
    http: fetchHttp,
    sweepIntervalMs: 60_000,
    inspectionPeriodMs: inspectionDays(env) * 24 * 60 * 60_000,
  };
}

let current: PaymentSettings | undefined;

/** The settings in force. */
export function paymentSettings(): PaymentSettings {
  current ??= readPaymentSettings();
  return current;
}

/** Replaces some settings (tests); returns a function that puts the previous ones back. */
export function configurePayments(overrides: Partial<PaymentSettings>): () => void {
  const previous = paymentSettings();
  current = { ...previous, ...overrides };
  return () => {
    current = previous;
  };
}
