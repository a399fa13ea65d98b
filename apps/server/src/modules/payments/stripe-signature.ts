// Stripe's webhook signature: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">[,v1=…]`
// under the endpoint's secret. Accepted when one v1 matches (constant-time) and t is within the tolerance.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's default tolerance: 5 minutes either side. */
export const signatureToleranceSeconds = 300;

/** The v1 signature of `payload` at `timestamp` (hex). */
export const stripeSignature = (secret: string, timestamp: number, payload: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');

/** A `Stripe-Signature` header for `payload` (tests sign their payloads with it). */
export const stripeSignatureHeader = (secret: string, timestamp: number, payload: string): string =>
  `t=${timestamp},v1=${stripeSignature(secret, timestamp, payload)}`;

/** Whether `header` signs `payload` under `secret` within the tolerance of `now`. */
export function verifyStripeSignature(
  header: string,
  payload: string,
  secret: string,
  now: Date,
  toleranceSeconds = signatureToleranceSeconds,
): boolean {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === 't' && value !== undefined && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === 'v1' && value !== undefined && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(stripeSignature(secret, timestamp, payload), 'hex');
  return signatures.some((candidate) => timingSafeEqual(expected, Buffer.from(candidate, 'hex')));
}
