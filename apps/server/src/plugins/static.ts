import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type PageHeadResolver, withPageHead } from './page-head.ts';

/** Folders of built front ends to serve; a missing folder is logged and skipped. */
export interface StaticRoots {
  /**
   * The reference app's build (`apps/reference/dist`), served at `/` (its `index.html`, the landing page
   * prerendered) with client-route fallback to `shell.html` (the page without markup) where it exists.
   */
  reference?: string;
  /** The widgets' build (`packages/widgets/dist`), served at `/widgets/`. */
  widgets?: string;
}

/** Paths that belong to the server, never to the web app's client-side routes. */
const serverPrefixes = ['/v2', '/widgets', '/docs', '/api', '/webhooks', '/healthz', '/openapi.yaml'];

const notBuiltPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>RoboMarket</title></head>
<body>
<h1>RoboMarket</h1>
<p>The API is running, but the web app has not been built. Run <code>pnpm build</code>, then restart the server.</p>
<p>API reference: <a href="/docs">/docs</a></p>
</body>
</html>
`;

const immutable = 'public, max-age=31536000, immutable';
/** The widget loader keeps its URL across releases: partners' pages revalidate it (ETag) after a minute. */
const loaderCache = 'public, max-age=60, stale-while-revalidate=300';

/** The precompressed siblings a build writes beside each file (scripts/precompress.mjs). */
const compressedSuffix = /\.(br|gz)$/;

/**
 * Files on disk that are not for browsers: source maps stay beside the bundles for debugging a
 * production stack trace by hand, and `.br`/`.gz` are only sent as an encoding of their original.
 */
export function isPrivateFile(path: string): boolean {
  return /\.map$/.test(path) || compressedSuffix.test(path);
}

/** Cache policy of a served file, decided by the name of the original (not of its `.br`/`.gz`). */
export function cachePolicy(path: string, fallback: string): string {
  const original = path.replace(compressedSuffix, '');
  if (original.endsWith('.html')) return 'no-cache';
  return isHashedAsset(original) ? immutable : fallback;
}

/**
 * Whether a built file's name carries a content hash (Vite's `name-[hash].js`, or anything under an
 * `assets/` or `chunks/` folder), so that it can be cached forever.
 */
export function isHashedAsset(path: string): boolean {
  const parts = path.split(sep);
  if (parts.includes('assets') || parts.includes('chunks')) return true;
  const hash = /-([A-Za-z0-9_-]{8,})\.[a-z0-9]+$/.exec(basename(path))?.[1];
  // A real hash mixes in digits or capitals; `robomarket-waitlist.js` is a plain name.
  return hash !== undefined && /[0-9A-Z]/.test(hash);
}

/**
 * The pages the build prerendered besides `/` (`dist/pages/about.html` is `/about`, `dist/pages/policy/terms.html`
 * is `/policy/terms`), by their path. Only these exact paths get a prerendered file; every other client route
 * gets the shell.
 */
export function prerenderedPages(reference: string): Map<string, string> {
  const folder = join(reference, 'pages');
  const pages = new Map<string, string>();
  if (!existsSync(folder)) return pages;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = relative(reference, join(entry.parentPath, entry.name));
    const path = `/${relative(folder, join(entry.parentPath, entry.name))
      .split(sep)
      .join('/')
      .replace(/\.html$/, '')}`;
    pages.set(path, file.split(sep).join('/'));
  }
  return pages;
}

function wantsAppShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // Browsers ask for text/html; tools and links opened by other programs often send */* or nothing. Only a
  // client that asks for something else (an API client wanting JSON) keeps the JSON 404.
  const accept = request.headers.accept ?? '*/*';
  if (!accept.includes('text/html') && !accept.includes('*/*')) return false;
  const path = request.url.split('?')[0] ?? '/';
  if (serverPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  // A missing file (`/logo.png`) is a 404, not the app.
  return !/\.[A-Za-z0-9]+$/.test(path);
}

/** Options for `registerStatic` besides the folders. */
export interface StaticOptions {
  /**
   * The head of a client route's page the build could not prerender (a product's page, ADR 0103): written
   * into the shell on each request. Pages it does not know get the shell as built.
   */
  pageHead?: PageHeadResolver;
  /** The address people reach the server at (`PUBLIC_URL`), for canonical and preview URLs; else the request's. */
  publicUrl?: string;
}

/** The public address of the site for `request`: the configured one, else the request's own origin. */
function siteBase(request: FastifyRequest, publicUrl: string | undefined): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/**
 * Serves the built reference app and widgets from the same port as the API. Returns the not-found
 * fallback that answers client-side routes with the app's `index.html`.
 */
export async function registerStatic(
  app: FastifyInstance,
  roots: StaticRoots,
  options: StaticOptions = {},
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<boolean>> {
  let decorated = false;
  let sendAppShell: (request: FastifyRequest, reply: FastifyReply, path: string) => Promise<void>;

  const referenceIndex = roots.reference === undefined ? undefined : join(roots.reference, 'index.html');
  if (roots.reference !== undefined && referenceIndex !== undefined && existsSync(referenceIndex)) {
    const reference = roots.reference;
    await app.register(fastifyStatic, {
      root: reference,
      prefix: '/',
      // Brotli or gzip from the build's `.br`/`.gz` siblings, chosen by Accept-Encoding (Vary set).
      preCompressed: true,
      allowedPath: (path) => !isPrivateFile(path),
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', cachePolicy(path, 'no-cache'));
      },
    });
    decorated = true;
    // index.html holds the landing page's prerendered markup, for `/` only; every other client route gets
    // the empty page the build keeps as shell.html (older builds have index.html alone).
    const appShell = existsSync(join(reference, 'shell.html')) ? 'shell.html' : 'index.html';
    // The public pages the build also prerendered (about, the policies) get their own HTML.
    const pages = prerenderedPages(reference);
    // Read once: the pages with a head of their own are written from it on each request.
    const shellText = options.pageHead === undefined ? '' : readFileSync(join(reference, appShell), 'utf8');
    sendAppShell = async (request, reply, path) => {
      const prerendered = pages.get(path);
      const head =
        prerendered === undefined && options.pageHead !== undefined
          ? await options.pageHead(path).catch((error: unknown) => {
              // The page still works without its head: the app fills it in once it has loaded.
              request.log.error({ err: error, path }, 'Reading the head of a page failed');
              return undefined;
            })
          : undefined;
      if (head === null) {
        // Nothing by that address: the app's shell says so; search engines see the 404.
        await reply
          .code(404)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(shellText);
        return;
      }
      if (head !== undefined) {
        await reply
          .code(200)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(withPageHead(shellText, head, siteBase(request, options.publicUrl)));
        return;
      }
      // As a static file: compressed, with an ETag, so a revalidation is a 304.
      await reply.code(200).sendFile(prerendered ?? appShell, reference);
    };
  } else {
    app.log.warn(
      { folder: roots.reference },
      'The reference app is not built (no index.html); / shows a page asking to run `pnpm build`',
    );
    sendAppShell = async (_request, reply) => {
      await reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(notBuiltPage);
    };
    app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(notBuiltPage));
  }

  if (roots.widgets !== undefined && existsSync(roots.widgets)) {
    await app.register(fastifyStatic, {
      root: roots.widgets,
      prefix: '/widgets/',
      decorateReply: !decorated,
      preCompressed: true,
      allowedPath: (path) => !isPrivateFile(path),
      cacheControl: false,
      setHeaders: (reply, path) => {
        // The loader keeps its URL across releases, so partners' pages must see a new one soon.
        reply.header('cache-control', cachePolicy(path, loaderCache));
        reply.header('access-control-allow-origin', '*');
      },
    });
  } else {
    app.log.warn({ folder: roots.widgets }, 'The widgets are not built; /widgets/ answers 404');
  }

  return async (request, reply) => {
    if (!wantsAppShell(request)) return false;
    await sendAppShell(request, reply, request.url.split('?')[0] ?? '/');
    return true;
  };
}
