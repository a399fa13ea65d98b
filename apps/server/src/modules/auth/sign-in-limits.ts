import { createHmac, hkdfSync, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error.ts';
import type { RateLimitResult } from '../../lib/rate-limits.ts';
import type { OperationContext } from '../../plugins/openapi/operation.ts';
import type { AuthKeys } from './context.ts';

/** The device cookie (OWASP "device cookies"): HttpOnly, signed, bound to the account that signed in. */
export const deviceCookieName = 'robomarket-device';
/** The device cookie's life: 180 days. */
const deviceCookieMaxAgeSeconds = 180 * 24 * 60 * 60;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const deviceKeys = new WeakMap<AuthKeys, Buffer>();
function deviceKey(keys: AuthKeys): Buffer {
  let key = deviceKeys.get(keys);
  if (key === undefined) {
    key = Buffer.from(hkdfSync('sha256', keys.refreshRotation, 'robomarket', 'device cookie', 32));
    deviceKeys.set(keys, key);
  }
  return key;
}

const sign = (keys: AuthKeys, payload: string) =>
  createHmac('sha256', deviceKey(keys)).update(payload).digest('base64url');

function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** The device id of the request's device cookie when it is validly signed for `userId`, else undefined. */
export function knownDevice(request: FastifyRequest, keys: AuthKeys, userId: string): string | undefined {
  const value = readCookie(request, deviceCookieName);
  const [user, device, mac, ...rest] = value?.split('.') ?? [];
  if (user !== userId || device === undefined || !uuid.test(device) || mac === undefined || rest.length > 0) {
    return undefined;
  }
  const expected = Buffer.from(sign(keys, `${user}.${device}`));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? device : undefined;
}

/** Sets a device cookie bound to `userId` for the device (a new one unless given). */
function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  keys: AuthKeys,
  userId: string,
  device: string,
) {
  const payload = `${userId}.${device}`;
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${deviceCookieName}=${payload}.${sign(keys, payload)}; Path=/v2/auth; Max-Age=${deviceCookieMaxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`,
  );
}

function tooMany(verdicts: RateLimitResult[], message: string): ApiError {
  const retryAfter = Math.max(...verdicts.map((verdict) => verdict.retryAfterSeconds));
  return new ApiError(429, 'rate_limited', message, { headers: { 'retry-after': String(retryAfter) } });
}

/** One counted sign-in attempt: what to do once the password has been judged right. */
export interface SignInAttempt {
  /** Clears the account's counts for this client, gives the address its attempt back, and remembers the device. */
  succeeded(reply: FastifyReply, userId: string): Promise<void>;
}

/**
 * Counts a sign-in attempt BEFORE the password is checked, each count one atomic statement in the database,
 * and refuses it with 429 and `Retry-After` when any count is over its limit. An attempt carrying a valid
 * device cookie of the account is counted per device only, so an attacker exhausting the account's attempts
 * elsewhere never locks its owner out; any other is counted per account and address (with back-off), per
 * address, and per account across addresses.
 */
export async function countSignInAttempt(
  request: FastifyRequest,
  { limiter, services: { auth } }: OperationContext,
  email: string,
  userId: string | undefined,
): Promise<SignInAttempt> {
  const address = request.ip;
  const limiters = {
    loginDevice: limiter('loginDevice'),
    loginAddress: limiter('loginAddress'),
    loginAccount: limiter('loginAccount'),
    loginAccountAnyAddress: limiter('loginAccountAnyAddress'),
  };
  const device = userId === undefined ? undefined : knownDevice(request, auth.keys, userId);
  const verdicts =
    device !== undefined
      ? [await limiters.loginDevice.hit(device)]
      : [
          await limiters.loginAddress.hit(address),
          await limiters.loginAccount.hit(`${email}\n${address}`),
          await limiters.loginAccountAnyAddress.hit(email),
        ];
  const refused = verdicts.filter((verdict) => !verdict.allowed);
  if (refused.length > 0) throw tooMany(refused, 'Too many failed sign-ins; try again later');
  return {
    async succeeded(reply, signedIn) {
      if (device !== undefined) {
        await limiters.loginDevice.reset(device);
        return;
      }
      await limiters.loginAccount.reset(`${email}\n${address}`);
      await limiters.loginAddress.refund(address);
      await limiters.loginAccountAnyAddress.refund(email);
      setDeviceCookie(request, reply, auth.keys, signedIn, randomUUID());
    },
  };
}

/**
 * Counts an attempt at the current password of `POST /v2/auth/password` before it is checked, per account
 * with back-off (429 over the limit); returns what to call once it was right.
 */
export async function countPasswordAttempt(
  { limiter }: OperationContext,
  userId: string,
): Promise<{ succeeded(): Promise<void> }> {
  const passwordChange = limiter('passwordChange');
  const verdict = await passwordChange.hit(userId);
  if (!verdict.allowed) throw tooMany([verdict], 'Too many wrong passwords; try again later');
  return { succeeded: () => passwordChange.reset(userId) };
}
