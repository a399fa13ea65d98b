import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The policy of every HTML page the server answers with (the web app and its client routes, the error and
 * "not built" pages, `/docs`, the widget demo). Scripts come only from our own files: no inline scripts,
 * no `eval`. Styles may be inline, since Radix writes `style` attributes and its scroll lock a `<style>`
 * element. Images may come from any https host, since products show the images their sellers link to.
 */
const pageDirectives = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/** Anything else (JSON, scripts, images) opened as a document runs nothing and cannot be framed. */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'";

/** Over https, old `http:` links in content are fetched over https instead of being blocked. */
export function pagePolicy(https: boolean): string {
  return [...pageDirectives, ...(https ? ['upgrade-insecure-requests'] : [])].join('; ');
}

/** Two years, subdomains included: a browser that once saw the site over https never tries http again. */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

/** The widgets' loader and runtime, and product images: partner pages on other origins load them. */
const crossOriginPrefixes = ['/widgets/', '/api/images/'];

function isHtml(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.toLowerCase().startsWith('text/html');
}

/**
 * The headers of an answer written straight to the socket, before any request exists (`clientError`): a
 * JSON error of our own.
 */
export const rawErrorHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy': resourcePolicy,
};

/** Sets the security headers of `reply` (see `registerSecurityHeaders`); answers no hook sees call it too. */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const https = request.protocol === 'https';
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  if (https) reply.header('strict-transport-security', strictTransportSecurity);
  // Partner pages load the widget scripts from their own origin (module imports are CORS requests, and
  // static.ts allows any origin there) and show product images; everything else is for our own pages only.
  reply.header(
    'cross-origin-resource-policy',
    // The prefixes hold no '?', so the URL starts with one exactly when its path does.
    crossOriginPrefixes.some((prefix) => request.url.startsWith(prefix)) ? 'cross-origin' : 'same-origin',
  );
  // A 304 carries no body and no content type, and the browser merges its headers into the cached answer:
  // a resource policy there would replace a cached page's policy and block its scripts. The cached answer
  // keeps the policy it was sent with.
  if (reply.statusCode === 304) return;
  if (isHtml(reply)) {
    reply.header('content-security-policy', pagePolicy(https));
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
  } else {
    reply.header('content-security-policy', resourcePolicy);
  }
}

/**
 * Security headers on every answer, decided when it is sent (so pages from static files, the not-found
 * fallback, error handlers and Swagger UI all get them): a strict Content-Security-Policy and
 * `X-Frame-Options: DENY` on HTML, `nosniff` and a referrer policy on everything, and HSTS when the request
 * came over https (`TRUST_PROXY` lets a proxy's `X-Forwarded-Proto` say so). Register it first.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // A callback hook rather than an async one: no promise and no extra microtask on every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    setSecurityHeaders(request, reply);
    done(null, payload);
  });
}
