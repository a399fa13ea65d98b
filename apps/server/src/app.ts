import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from './db/db.ts';
import { seedDemoData } from './demo-data.ts';
import type { AuthSettings } from './lib/auth-context.ts';
import { createEventBus } from './lib/events/bus.ts';
import type { PublishableKeyLookups } from './lib/publishable-keys.ts';
import {
  createRateLimitStore,
  type RateLimit,
  type RateLimiter,
  type RateLimitStore,
} from './lib/rate-limits.ts';
import { createSessionCache, defaultAuthSettings, loadAuthKeys } from './modules/auth/index.ts';
import { serverModules } from './modules/index.ts';
import { createKeyCache, keyedCorsOrigin } from './modules/keys/index.ts';
import { startExpiryTimer } from './modules/payments/index.ts';
import { startListCache } from './modules/products/index.ts';
import { contractPath as defaultContractPath } from './paths.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { frameworkErrors, registerUrlLimit, routerMaxParamLength } from './plugins/framework-errors.ts';
import { withLogRedaction } from './plugins/log-redaction.ts';
import { type Contract, parseContract } from './plugins/openapi/contract.ts';
import { parseContractSource } from './plugins/openapi/contract-cache.ts';
import { lazySerializers } from './plugins/openapi/lazy-serializers.ts';
import type { Authenticator, RouteHandlers, ServerModule } from './plugins/openapi/operation.ts';
import { registerOperations } from './plugins/openapi/routes.ts';
import { OneLineRequestLog } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStatic, type StaticRoots } from './plugins/static.ts';

/** Options for `buildApp`. */
export interface BuildAppOptions {
  /** The database, open and migrated. The app does not close it: its owner does, after `app.close()`. */
  db: Db;
  /** The OpenAPI file routes are built from; defaults to the repository's openapi.yaml. */
  contractPath?: string;
  /** The modules that implement the contract; defaults to every module (`modules/index.ts`). */
  modules?: readonly ServerModule[];
  /** Replaces the modules' operations: tests of the route builder use it with a contract of their own. */
  operations?: RouteHandlers;
  /** Replaces the modules' security scheme checks, by scheme name. */
  authenticators?: Readonly<Record<string, Authenticator>>;
  /** Built front ends to serve; none when absent (then `/` shows a page asking to run `pnpm build`). */
  staticRoots?: StaticRoots;
  /** Fastify's logger (pino) options; silent when absent. Redaction (`plugins/log-redaction.ts`) is always added. */
  logger?: FastifyServerOptions['logger'];
  /** Trust `X-Forwarded-For` from a proxy in front (rate limits then count the real client). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /**
   * Rate limits, counted in the database, by the name a module declared them under
   * (`ServerModule.rateLimits`), replacing that module's default.
   */
  rateLimits?: Readonly<Record<string, RateLimit>>;
  /** The clock; tests pass one they can move instead of waiting. Defaults to the system clock. */
  now?: () => Date;
  /** Signing secret (`JWT_SECRET`, at least 32 characters); without it one is generated once and kept in the database. */
  jwtSecret?: string;
  /** Token and session lifetimes; defaults: 15-minute access tokens, 10 s refresh grace, 30-day sessions. */
  auth?: Partial<AuthSettings>;
  /** Create the demo accounts when the database has no users (`DEMO_DATA`); off unless asked. */
  demoData?: boolean;
  /**
   * The folder uploaded documents are stored in (`DOCUMENTS_DIR`, by default `documents` inside `DATA_DIR`).
   * Without one, a new folder under the system's temporary folder (tests).
   */
  documentsDir?: string;
  /**
   * The folder uploaded product images are stored in (`IMAGES_DIR`, by default `images` inside `DATA_DIR`).
   * Without one, a new folder under the system's temporary folder (tests).
   */
  imagesDir?: string;
  /** How often event streams send `: ping` and re-check their session (`STREAM_PING_MS`); 20 s by default. */
  streamPingMs?: number;
}

/** Most sessions a process remembers (a few hundred bytes each); the least recently checked go first. */
const sessionCacheSize = 10_000;

/** The union of what each module provides; a name two modules provide is a wiring mistake and throws. */
function merge<T>(
  modules: readonly ServerModule[],
  what: string,
  part: (module: ServerModule) => Readonly<Partial<Record<string, T>>>,
): Record<string, T> {
  const merged: Record<string, T> = {};
  for (const module of modules) {
    for (const [name, value] of Object.entries(part(module))) {
      if (value === undefined) continue;
      if (name in merged) throw new Error(`The ${what} ${name} is provided twice (module ${module.name})`);
      merged[name] = value;
    }
  }
  return merged;
}

/** What the modules provide together; a name two modules provide is a wiring mistake and throws. */
export interface ComposedModules {
  /** Every implemented operation, by operationId. */
  operations: RouteHandlers;
  /** Every security scheme check, by scheme name. */
  authenticators: Record<string, Authenticator>;
  /** Every rate limit with its default, by name. */
  rateLimits: Record<string, RateLimit>;
}

/** Puts the modules together: their operations, security checks and rate limits. */
export function composeModules(modules: readonly ServerModule[] = serverModules): ComposedModules {
  return {
    operations: merge(modules, 'operation', (module) => module.operations),
    authenticators: merge(modules, 'security check', (module) => module.authenticators ?? {}),
    rateLimits: merge(modules, 'rate limit', (module) => module.rateLimits ?? {}),
  };
}

/** One limiter per declared limit, with `overrides` replacing defaults; unknown names throw. */
function createLimiters(
  declared: Readonly<Record<string, RateLimit>>,
  overrides: Readonly<Record<string, RateLimit>>,
  store: RateLimitStore,
): (name: string) => RateLimiter {
  const rules = new Map(Object.entries(declared));
  for (const [name, rule] of Object.entries(overrides)) {
    if (!rules.has(name)) throw new Error(`No module declares the rate limit ${name}`);
    rules.set(name, rule);
  }
  const limiters = new Map([...rules].map(([name, rule]) => [name, store.limiter(name, rule)]));
  return (name) => {
    const limiter = limiters.get(name);
    if (limiter === undefined) throw new Error(`No module declares the rate limit ${name}`);
    return limiter;
  };
}

function pathMatcher(path: string): RegExp {
  const pattern = path
    .split(/(\{[^}/]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`);
}

/** Paths of the contract as matchers, with the methods each answers. */
type PathRoutes = { matcher: RegExp; methods: Set<string> }[];

function routesOf(operations: readonly { path: string; method: string }[]): PathRoutes {
  const byPath = new Map<string, { matcher: RegExp; methods: Set<string> }>();
  for (const operation of operations) {
    const entry = byPath.get(operation.path) ?? { matcher: pathMatcher(operation.path), methods: new Set() };
    entry.methods.add(operation.method);
    byPath.set(operation.path, entry);
  }
  return [...byPath.values()];
}

/**
 * CORS: operations marked `any-origin` answer every origin without credentials; operations a publishable key
 * admits (`publishableKey` in their security) answer only the origins of the request's key
 * (`modules/keys/cors.ts`); everything else stays same-origin (no CORS headers). `Vary: Origin` always.
 */
async function registerCors(
  app: FastifyInstance,
  contract: Contract,
  operations: RouteHandlers,
  publishableKeys: PublishableKeyLookups,
  now: () => Date,
) {
  const open = routesOf(
    contract.operations.filter(({ operationId }) => operations[operationId]?.cors === 'any-origin'),
  );
  const keyed = routesOf(
    contract.operations.filter(
      ({ operationId, security }) =>
        operations[operationId] !== undefined &&
        operations[operationId]?.cors !== 'any-origin' &&
        security.some((requirement) => 'publishableKey' in requirement),
    ),
  );
  const shared = {
    credentials: false,
    allowedHeaders: ['Content-Type', 'X-Publishable-Key'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  };
  await app.register(fastifyCors, {
    // A preflight without the CORS headers is not worth a non-JSON 400.
    strictPreflight: false,
    delegator: (request, callback) => {
      const path = request.url.split('?')[0] ?? '';
      const route = open.find(({ matcher }) => matcher.test(path));
      if (route !== undefined) return callback(null, { ...shared, origin: '*', methods: [...route.methods] });
      const keyedRoute = keyed.find(({ matcher }) => matcher.test(path));
      // A key admits only the keyed operations of a path (GET /v2/products, not POST).
      if (
        keyedRoute === undefined ||
        (request.method !== 'OPTIONS' && !keyedRoute.methods.has(request.method))
      )
        return callback(null, { origin: false });
      keyedCorsOrigin(request.method, request.headers, publishableKeys, now()).then(
        (origin) => callback(null, { ...shared, origin, methods: [...keyedRoute.methods] }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), {}),
      );
    },
  });
}

/**
 * Builds the server: the contract's operations with validation and serialisation, error bodies, CORS,
 * the API reference, and the built front ends. Tests call it and use `app.inject`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const contractFile = options.contractPath ?? defaultContractPath;
  const source = readFileSync(contractFile, 'utf8');
  const contract = parseContract(parseContractSource(source));
  const composed = composeModules(options.modules);
  const operations = options.operations ?? composed.operations;
  const authenticators = options.authenticators ?? composed.authenticators;
  const now = options.now ?? (() => new Date());
  const keys = await loadAuthKeys(options.db, options.jwtSecret);
  const settings = { ...defaultAuthSettings, ...options.auth };

  const app = Fastify({
    logger: withLogRedaction(options.logger),
    // One log line per request, written when the answer is sent (`plugins/request-log.ts`).
    logController: new OneLineRequestLog(),
    trustProxy: options.trustProxy ?? false,
    routerOptions: { maxParamLength: routerMaxParamLength },
    frameworkErrors,
    schemaController: { compilersFactory: { buildSerializer: lazySerializers } },
  });
  registerSecurityHeaders(app);
  registerUrlLimit(app);

  registerErrorHandling(app, {
    fallback: options.staticRoots === undefined ? undefined : await registerStatic(app, options.staticRoots),
  });
  const publishableKeys = createKeyCache({
    db: options.db,
    ttlMs: settings.sessionCheckSeconds * 1000,
    maxEntries: sessionCacheSize,
  });
  await registerCors(app, contract, operations, publishableKeys, now);
  await registerDocs(app, { document: contract.document, source });
  // Product list pages kept until a catalogue change is heard (`modules/products/list-cache.ts`).
  const productLists = startListCache(options.db, now, () => app.log);
  app.addHook('onClose', async () => productLists.stop());
  const events = createEventBus(options.db, (error) =>
    app.log.error({ err: error }, 'Listening for workflow events failed'),
  );
  app.decorate('workflowEvents', events);
  // Before the HTTP server closes: it would otherwise wait for every open event stream to end.
  app.addHook('preClose', async () => events.close());
  registerOperations(app, {
    contract,
    operations,
    authenticators,
    context: {
      db: options.db,
      limiter: createLimiters(
        composed.rateLimits,
        options.rateLimits ?? {},
        createRateLimitStore({ db: options.db, now }),
      ),
      now,
      documentsDir: options.documentsDir ?? join(tmpdir(), `robomarket-documents-${randomUUID()}`),
      publishableKeys,
      imagesDir: options.imagesDir ?? join(tmpdir(), `robomarket-images-${randomUUID()}`),
      productLists: productLists.cache,
      events,
      streamPingMs: options.streamPingMs ?? 20_000,
      auth: {
        keys,
        settings,
        sessions: createSessionCache({
          db: options.db,
          ttlMs: settings.sessionCheckSeconds * 1000,
          maxEntries: sessionCacheSize,
        }),
      },
    },
  });
  // Unpaid payment sessions past their lifetime expire on a timer (and whenever they are read).
  const stopExpiryTimer = startExpiryTimer(options.db, now, (error) =>
    app.log.error({ err: error }, 'Expiring overdue payment sessions failed'),
  );
  app.addHook('onClose', async () => stopExpiryTimer());
  if (options.demoData) {
    const created = await seedDemoData(options.db, now());
    if (created.length > 0)
      app.log.info({ accounts: created }, 'Created the demo accounts (see apps/server/README.md)');
  }
  await app.ready();
  return app;
}
