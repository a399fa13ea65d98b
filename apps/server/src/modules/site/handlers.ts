import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error.ts';
import { invalidFields } from '../../lib/input-rules.ts';
import type { RateLimiter } from '../../lib/rate-limits.ts';
import { trimFields } from '../../lib/raw-body.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import {
  countPageView,
  insertContactMessage,
  subscribeNewsletter as storeSubscription,
} from './repository.ts';

/** Only white space (JavaScript's `\s`). */
const blank = /^\s*$/;
/** Whether `text` holds a C0 or C1 control character or DEL: never part of a page's path. */
function hasControlCharacter(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

async function limitPerAddress(
  request: FastifyRequest,
  limiter: (name: string) => RateLimiter,
  limit: 'contactMessage' | 'newsletterSubscribe' | 'pageView',
  message: string,
): Promise<void> {
  const verdict = await limiter(limit).hit(request.ip);
  if (!verdict.allowed) {
    throw new ApiError(429, 'rate_limited', message, {
      headers: { 'retry-after': String(verdict.retryAfterSeconds) },
    });
  }
}

/**
 * `POST /v2/contact`: stores the message for the team. The name and the address are trimmed; the message is
 * kept exactly as typed. A name or message of only white space is a 400.
 */
export const sendContactMessage: OperationHandler<'sendContactMessage'> = {
  async beforeValidation(request, { limiter }) {
    await limitPerAddress(
      request,
      limiter,
      'contactMessage',
      'Too many messages from this address; try again later',
    );
    trimFields(request, 'name', 'email');
  },
  handle: async (request, reply, { db, now }) => {
    const { name, email, message } = request.body;
    const problems = [
      ...(blank.test(name) ? [{ field: 'name', message: 'must not be only white space' }] : []),
      ...(blank.test(message) ? [{ field: 'message', message: 'must not be only white space' }] : []),
    ];
    if (problems.length > 0) throw invalidFields('The message is incomplete', problems);
    const stored = await insertContactMessage(db, { name, email, message }, now());
    reply.code(201);
    return { id: stored.id, received_at: stored.receivedAt.toISOString() };
  },
};

/** `POST /v2/newsletter/subscribe`: subscribes the address once; a repeat answers exactly as the first time. */
export const subscribeNewsletter: OperationHandler<'subscribeNewsletter'> = {
  async beforeValidation(request, { limiter }) {
    await limitPerAddress(
      request,
      limiter,
      'newsletterSubscribe',
      'Too many subscriptions from this address; try again later',
    );
    trimFields(request, 'email');
  },
  handle: async (request, _reply, { db, now }) => {
    const { email } = request.body;
    await storeSubscription(db, email, now());
    return { email };
  },
};

/** The host of `referrer` when it is an http(s) address of another site, else '' (not counted as a referrer). */
export function referrerHost(referrer: string | undefined, ownHost: string | undefined): string {
  if (referrer === undefined || referrer === '') return '';
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  const host = url.hostname.toLowerCase();
  const own = ownHost?.toLowerCase().replace(/:\d+$/, '');
  return host === own ? '' : host.slice(0, 253);
}

/**
 * `POST /v2/analytics/page-views`: counts one view of the path (query and fragment dropped) per day and
 * referring site. A path with a control character is a 400; a referrer that is not another site's http(s)
 * address is not counted as one.
 */
export const recordPageView: OperationHandler<'recordPageView'> = {
  async beforeValidation(request, { limiter }) {
    await limitPerAddress(
      request,
      limiter,
      'pageView',
      'Too many page views from this address; try again later',
    );
  },
  handle: async (request, reply, { db, now }) => {
    const path = request.body.path.replace(/[?#].*$/s, '');
    if (hasControlCharacter(path) || path === '') {
      throw invalidFields('The path is not a page of this site', [
        { field: 'path', message: 'must be a path without control characters' },
      ]);
    }
    await countPageView(db, path, referrerHost(request.body.referrer, request.headers.host), now());
    return reply.code(204).send();
  },
};
