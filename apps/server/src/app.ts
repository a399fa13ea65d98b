import { readFileSync } from 'node:fs';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { parse } from 'yaml';
import type { Db } from './db/db.ts';
import { createRateLimiter, type RateLimit } from './lib/rate-limiter.ts';
import { type AuthSettings, defaultAuthSettings, loadAuthKeys } from './modules/auth/context.ts';
import { seedDemoData } from './modules/auth/demo-data.ts';
import { authenticators as defaultAuthenticators, operations as defaultOperations } from './modules/index.ts';
import { contractPath as defaultContractPath } from './paths.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { type Contract, parseContract } from './plugins/openapi/contract.ts';
import type { Authenticator, Limiters, OperationRegistry } from './plugins/openapi/operation.ts';
import { registerOperations } from './plugins/openapi/routes.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStatic, type StaticRoots } from './plugins/static.ts';

/** Options for `buildApp`. */
export interface BuildAppOptions {
  /** The database, open and migrated. The app does not close it: its owner does, after `app.close()`. */
  db: Db;
  /** The OpenAPI file routes are built from; defaults to the repository's openapi.yaml. */
  contractPath?: string;
  /** Implemented operations; defaults to the registry in `modules/index.ts`. */
  operations?: OperationRegistry;
  /** Security scheme checks; defaults to the ones in `modules/index.ts`. */
  authenticators?: Readonly<Record<string, Authenticator>>;
  /** Built front ends to serve; none when absent (then `/` shows a page asking to run `pnpm build`). */
  staticRoots?: StaticRoots;
  /** Fastify's logger (pino) options; silent when absent. */
  logger?: FastifyServerOptions['logger'];
  /** Trust `X-Forwarded-For` from a proxy in front (rate limits then count the real client). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /**
   * Rate limits; defaults: 20 waitlist sign-ups per address per minute, 20 account sign-ups per address per
   * hour, 5 failed sign-ins per account and 20 per address per 15 minutes.
   */
  rateLimits?: Partial<Record<keyof Limiters, RateLimit>>;
  /** The clock; tests pass one they can move instead of waiting. Defaults to the system clock. */
  now?: () => Date;
  /** Signing secret (`JWT_SECRET`, at least 32 characters); without it one is generated once and kept in the database. */
  jwtSecret?: string;
  /** Token and session lifetimes; defaults: 15-minute access tokens, 10 s refresh grace, 30-day sessions. */
  auth?: Partial<AuthSettings>;
  /** Create the demo accounts when the database has no users (`DEMO_DATA`); off unless asked. */
  demoData?: boolean;
}

const minute = 60_000;

const defaultRateLimits: Record<keyof Limiters, RateLimit> = {
  waitlistSignup: { limit: 20, windowMs: minute },
  register: { limit: 20, windowMs: 60 * minute },
  loginAccount: { limit: 5, windowMs: 15 * minute },
  loginAddress: { limit: 20, windowMs: 15 * minute },
};

function pathMatcher(path: string): RegExp {
  const pattern = path
    .split(/(\{[^}/]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`);
}

/**
 * CORS: operations marked `any-origin` answer every origin without credentials; everything else stays
 * same-origin (no CORS headers) until publishable keys carry their allowed origins.
 */
async function registerCors(app: FastifyInstance, contract: Contract, operations: OperationRegistry) {
  const open = new Map<string, { matcher: RegExp; methods: Set<string> }>();
  for (const operation of contract.operations) {
    if (operations[operation.operationId]?.cors !== 'any-origin') continue;
    const entry = open.get(operation.path) ?? { matcher: pathMatcher(operation.path), methods: new Set() };
    entry.methods.add(operation.method);
    open.set(operation.path, entry);
  }
  const routes = [...open.values()];
  await app.register(fastifyCors, {
    // A preflight without the CORS headers is not worth a non-JSON 400.
    strictPreflight: false,
    delegator: (request, callback) => {
      const path = request.url.split('?')[0] ?? '';
      const route = routes.find(({ matcher }) => matcher.test(path));
      if (route === undefined) return callback(null, { origin: false });
      return callback(null, {
        origin: '*',
        credentials: false,
        methods: [...route.methods],
        allowedHeaders: ['Content-Type', 'X-Publishable-Key'],
        exposedHeaders: ['Retry-After'],
        maxAge: 600,
      });
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
  const contract = parseContract(parse(source));
  const operations = options.operations ?? defaultOperations;
  const rateLimits = { ...defaultRateLimits, ...options.rateLimits };
  const now = options.now ?? (() => new Date());
  const limiter = (name: keyof Limiters) =>
    createRateLimiter({ ...rateLimits[name], now: () => now().getTime() });
  const keys = await loadAuthKeys(options.db, options.jwtSecret);

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
  });
  registerSecurityHeaders(app);

  registerErrorHandling(app, {
    fallback: options.staticRoots === undefined ? undefined : await registerStatic(app, options.staticRoots),
  });
  await registerCors(app, contract, operations);
  await registerDocs(app, { document: contract.document, source });
  registerOperations(app, {
    contract,
    operations,
    authenticators: options.authenticators ?? defaultAuthenticators,
    context: {
      db: options.db,
      limiters: {
        waitlistSignup: limiter('waitlistSignup'),
        register: limiter('register'),
        loginAccount: limiter('loginAccount'),
        loginAddress: limiter('loginAddress'),
      },
      now,
      auth: { keys, settings: { ...defaultAuthSettings, ...options.auth } },
    },
  });
  if (options.demoData) {
    const created = await seedDemoData(options.db, now());
    if (created.length > 0)
      app.log.info({ accounts: created }, 'Created the demo accounts (see apps/server/README.md)');
  }
  await app.ready();
  return app;
}
