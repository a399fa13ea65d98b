import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import type { ErrorBody } from '../lib/api-error.ts';
import { rawErrorHeaders, setSecurityHeaders } from './security-headers.ts';

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

/** The router's answers run no `onSend` hook: the security headers are set here. */
function sendRouterError(request: FastifyRequest, reply: FastifyReply, body: ErrorBody): void {
  setSecurityHeaders(request, reply);
  send(reply, body);
}

/**
 * Errors the router raises before a route is chosen (a path that is not valid percent-encoded UTF-8, an
 * over-long parameter), answered in the contract's error shape instead of Fastify's own.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    sendRouterError(request, reply, {
      code: 'validation_failed',
      message: 'Request URL is too long',
      error: 'url is too long',
    });
    return;
  }
  sendRouterError(request, reply, {
    code: 'validation_failed',
    message: 'Malformed URL',
    error: 'url must be valid percent-encoded UTF-8',
  });
};

/**
 * The first query parameter that is not valid percent-encoded UTF-8 (`q` of `?q=%E0%A4%A`), named as
 * validation names query fields, or undefined when all are. The query parser would keep such text literally.
 */
export function badlyEncodedQuery(url: string): string | undefined {
  const start = url.indexOf('?');
  // Nothing to decode without a '%' (the common case costs one search).
  if (start === -1 || !url.includes('%', start)) return undefined;
  for (const pair of url.slice(start + 1).split('&')) {
    const equals = pair.indexOf('=');
    const name = equals === -1 ? pair : pair.slice(0, equals);
    const value = equals === -1 ? '' : pair.slice(equals + 1);
    if (!decodes(name)) return 'querystring';
    if (!decodes(value)) return `querystring/${decodeURIComponent(name.replaceAll('+', ' '))}`;
  }
  return undefined;
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses, with a 400 in the contract's shape on every route and the 404s, URLs longer than `maxUrlLength`
 * and query strings that are not valid percent-encoded UTF-8.
 */
export function registerUrlChecks(app: FastifyInstance): void {
  // A callback hook rather than an async one: no promise and no extra microtask on every request.
  app.addHook('onRequest', (request, reply, done) => {
    // Answered here: Fastify runs nothing further for a request whose hook sent the reply without `done`.
    if (request.url.length > maxUrlLength) {
      send(reply, {
        code: 'validation_failed',
        message: 'Request URL is too long',
        error: `url must be at most ${maxUrlLength} characters`,
      });
      return;
    }
    const field = badlyEncodedQuery(request.url);
    if (field !== undefined) {
      send(reply, {
        code: 'validation_failed',
        message: 'Malformed URL',
        error: `${field} must be valid percent-encoded UTF-8`,
      });
      return;
    }
    done();
  });
}

const clientErrorBodies = {
  header_overflow: {
    status: '431 Request Header Fields Too Large',
    body: {
      code: 'validation_failed',
      message: 'Request headers are too large',
      error: 'url and headers must be at most 16 KB',
    },
  },
  timeout: {
    status: '408 Request Timeout',
    body: {
      code: 'validation_failed',
      message: 'Request timed out',
      error: 'request was not received in time',
    },
  },
  malformed: {
    status: '400 Bad Request',
    body: { code: 'validation_failed', message: 'Malformed request', error: 'request is not valid HTTP' },
  },
} satisfies Record<string, { status: string; body: ErrorBody }>;

/**
 * Answers a request Node's HTTP parser refused before Fastify saw it (headers or URL over Node's
 * `maxHeaderSize`, a request that is not HTTP, a timeout) in the contract's shape with the security headers,
 * instead of Fastify's own body. Fastify's `clientErrorHandler`.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? clientErrorBodies.header_overflow
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? clientErrorBodies.timeout
        : clientErrorBodies.malformed;
  if (socket.writable) {
    const json = JSON.stringify(body);
    const headers = Object.entries({
      ...rawErrorHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(json)),
      connection: 'close',
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status}\r\n${headers}\r\n${json}`);
  }
  socket.destroy(error);
}
