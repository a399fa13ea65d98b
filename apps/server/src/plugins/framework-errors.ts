import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import type { ErrorBody } from '../lib/api-error.ts';

/** Longest request URL (path and query) the server reads; longer ones are a 400 before anything else runs. */
export const maxUrlLength = 4096;

/**
 * The router's own length limit on one path parameter, set above `maxUrlLength` so that it never answers
 * first: an over-long id reaches the contract's validation (400 naming `params/id`) or the URL limit.
 */
export const routerMaxParamLength = 16_384;

function send(reply: FastifyReply, body: ErrorBody): void {
  reply.code(400).type('application/json; charset=utf-8').send(body);
}

/**
 * Errors the router raises before a route is chosen (a path that is not valid percent-encoded UTF-8, an
 * over-long parameter), answered in the contract's error shape instead of Fastify's own.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    send(reply, { code: 'validation_failed', message: 'Request URL is too long', error: 'url is too long' });
    return;
  }
  send(reply, {
    code: 'validation_failed',
    message: 'Malformed URL',
    error: 'url must be valid percent-encoded UTF-8',
  });
};

/** Refuses URLs longer than `maxUrlLength` with a 400 in the contract's shape, on every route and the 404s. */
export function registerUrlLimit(app: FastifyInstance): void {
  // A callback hook rather than an async one: no promise and no extra microtask on every request.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.length <= maxUrlLength) {
      done();
      return;
    }
    // Answered here: Fastify runs nothing further for a request whose hook sent the reply without `done`.
    send(reply, {
      code: 'validation_failed',
      message: 'Request URL is too long',
      error: `url must be at most ${maxUrlLength} characters`,
    });
  });
}
