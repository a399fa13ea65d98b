import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from './db/db.ts';
import { seedDemoData } from './demo/index.ts';
import { createEventBus } from './lib/events/bus.ts';
import {
  createRateLimitStore,
  type RateLimit,
  type RateLimiter,
  type RateLimitStore,
} from './lib/rate-limits.ts';
import {
  loadLegacyContract,
  migrationGuidePath,
  registerDevInbox,
  registerLegacyApi,
  scheduleRecurringJobs,
  serverModules,
  startJobRunner,
} from './modules/index.ts';
import { contractPath as defaultContractPath, migrationGuideFile } from './paths.ts';
import { registerCors } from './plugins/cors.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import {
  clientErrorHandler,
  frameworkErrors,
  registerUrlChecks,
  routerMaxParamLength,
} from './plugins/framework-errors.ts';
import { withLogRedaction } from './plugins/log-redaction.ts';
import { parseContract } from './plugins/openapi/contract.ts';
import { parseContractSource } from './plugins/openapi/contract-cache.ts';
import { lazySerializers } from './plugins/openapi/lazy-serializers.ts';
import type {
  AnyServerModule,
  Authenticator,
  CorsRule,
  JobContext,
  JobDefinitions,
  ModuleOptions,
  ModuleServices,
  ModuleStartContext,
  OperationContext,
  PageHeadContext,
  RouteHandlers,
} from './plugins/openapi/operation.ts';
import { registerOperations } from './plugins/openapi/routes.ts';
import type { PageHeadResolver } from './plugins/page-head.ts';
import { OneLineRequestLog } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStatic, type StaticRoots } from './plugins/static.ts';

/**
 * Options for `buildApp`; besides these, the settings the modules declare in `ModuleOptions` (`jwtSecret` and
 * `auth` for auth, `imagesDir` for products, `documentsDir`, `streamPingMs`, ...), which their `start` reads.
 */
export interface BuildAppOptions extends ModuleOptions {
  /** The database, open and migrated. The app does not close it: its owner does, after `app.close()`. */
  db: Db;
  /** The OpenAPI file routes are built from; defaults to the repository's openapi.yaml. */
  contractPath?: string;
  /** The modules that implement the contract; defaults to every module (`modules/index.ts`). */
  modules?: readonly AnyServerModule[];
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
   * (`AnyServerModule.rateLimits`), replacing that module's default.
   */
  rateLimits?: Readonly<Record<string, RateLimit>>;
  /** The clock; tests pass one they can move instead of waiting. Defaults to the system clock. */
  now?: () => Date;
  /** Create the demo accounts when the database has no users (`DEMO_DATA`); off unless asked. */
  demoData?: boolean;
  /**
   * How often the job runner looks for due jobs besides when one is enqueued, in ms (default 1000); 0 runs
   * no jobs (tests run them with `runDueJobs`).
   */
  jobPollMs?: number;
  /** The `Sunset` date of the legacy generation's answers (`LEGACY_SUNSET`); see `modules/legacy`. */
  legacySunset?: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the app's jobs run with (its database, clock, log and the modules' services). */
    jobContext: JobContext;
  }
}

/** The union of what each module provides; a name two modules provide is a wiring mistake and throws. */
function merge<T>(
  modules: readonly AnyServerModule[],
  what: string,
  part: (module: AnyServerModule) => Readonly<Partial<Record<string, T>>>,
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
  /** Every kind of job on the queue, by job name. */
  jobs: JobDefinitions;
}

/** Puts the modules together: their operations, security checks and rate limits. */
export function composeModules(modules: readonly AnyServerModule[] = serverModules): ComposedModules {
  return {
    operations: merge(modules, 'operation', (module) => module.operations),
    authenticators: merge(modules, 'security check', (module) => module.authenticators ?? {}),
    rateLimits: merge(modules, 'rate limit', (module) => module.rateLimits ?? {}),
    jobs: merge(modules, 'job', (module) => module.jobs ?? {}),
  };
}

/** The modules' page heads as one: the first module that knows the path answers for it. */
function composePageHeads(modules: readonly AnyServerModule[], context: PageHeadContext): PageHeadResolver {
  const heads = modules.flatMap((module) => (module.pageHead === undefined ? [] : [module.pageHead]));
  return async (path) => {
    for (const head of heads) {
      const answer = await head(path, context);
      if (answer !== undefined) return answer;
    }
    return undefined;
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

/** What the started modules provide together. */
interface StartedModules {
  /** Each module's services, by module name. */
  services: ModuleServices;
  /** Their cross-origin rules. */
  cors: CorsRule[];
  /** Stops every started module, the last started first; later calls do nothing. */
  stop(): Promise<void>;
}

/** Starts the modules in order; when one fails, those already started are stopped and its error thrown. */
async function startModules(
  modules: readonly AnyServerModule[],
  context: ModuleStartContext,
): Promise<StartedModules> {
  const services: Record<string, unknown> = {};
  const cors: CorsRule[] = [];
  const stops: { name: string; stop: () => void | Promise<void> }[] = [];
  const stop = async () => {
    // Emptied first, so a second call finds nothing to stop.
    for (const { name, stop } of stops.splice(0).reverse()) {
      try {
        await stop();
      } catch (error) {
        context.log.error({ err: error }, `Stopping the ${name} module failed`);
      }
    }
  };
  try {
    for (const module of modules) {
      const started = await module.start?.(context);
      if (started === undefined) continue;
      if (started.stop !== undefined) stops.push({ name: module.name, stop: started.stop });
      if (started.services !== undefined) services[module.name] = started.services;
      cors.push(...(started.cors ?? []));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  // Each entry is what its module's `start` returned, checked against `ModuleServices` by
  // `ServerModule<Name>`; a module left out of `buildApp({ modules })` has none.
  return { services: services as Partial<ModuleServices> as ModuleServices, cors, stop };
}

/**
 * Builds the server: the contract's operations with validation and serialisation, error bodies, CORS,
 * the API reference, and the built front ends. Tests call it and use `app.inject`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const contractFile = options.contractPath ?? defaultContractPath;
  const source = readFileSync(contractFile, 'utf8');
  const contract = parseContract(parseContractSource(source));
  const modules = options.modules ?? serverModules;
  const composed = composeModules(modules);
  const operations = options.operations ?? composed.operations;
  const authenticators = options.authenticators ?? composed.authenticators;
  const now = options.now ?? (() => new Date());

  const app = Fastify({
    logger: withLogRedaction(options.logger),
    // One log line per request, written when the answer is sent (`plugins/request-log.ts`).
    logController: new OneLineRequestLog(),
    trustProxy: options.trustProxy ?? false,
    routerOptions: { maxParamLength: routerMaxParamLength },
    frameworkErrors,
    clientErrorHandler,
    schemaController: { compilersFactory: { buildSerializer: lazySerializers } },
  });
  // Each module starts what it keeps while the app runs (caches, timers, listeners) and hands back its
  // services; they stop when the app closes, after the HTTP server, the last started first.
  const started = await startModules(modules, { db: options.db, now, log: app.log, options });
  let stopJobs = async () => {};
  app.addHook('onClose', async () => {
    await stopJobs();
    await started.stop();
  });
  try {
    registerSecurityHeaders(app);
    registerUrlChecks(app);
    registerErrorHandling(app, {
      fallback:
        options.staticRoots === undefined
          ? undefined
          : await registerStatic(app, options.staticRoots, {
              pageHead: composePageHeads(modules, { db: options.db, now }),
              publicUrl: options.publicUrl,
            }),
    });
    await registerCors(app, { contract, operations, rules: started.cors });
    // The legacy generation (issue 29), translated onto the v2 operations; not with a contract of a test's own.
    const legacy =
      options.contractPath === undefined && options.operations === undefined
        ? loadLegacyContract()
        : undefined;
    await registerDocs(app, {
      document: contract.document,
      source,
      legacy:
        legacy === undefined
          ? undefined
          : {
              source: legacy.source,
              guide: { path: migrationGuidePath, markdown: readFileSync(migrationGuideFile, 'utf8') },
            },
    });
    registerDevInbox(app, options.db);
    const events = createEventBus(options.db, (error) =>
      app.log.error({ err: error }, 'Listening for workflow events failed'),
    );
    app.decorate('workflowEvents', events);
    // Before the HTTP server closes: it would otherwise wait for every open event stream to end.
    app.addHook('preClose', async () => events.close());
    const context: OperationContext = {
      db: options.db,
      limiter: createLimiters(
        composed.rateLimits,
        options.rateLimits ?? {},
        createRateLimitStore({ db: options.db, now }),
      ),
      now,
      events,
      services: started.services,
    };
    registerOperations(app, { contract, operations, authenticators, context });
    if (legacy !== undefined) {
      await registerLegacyApi(app, {
        authenticators,
        context,
        source: legacy.source,
        sunset: options.legacySunset,
      });
    }
    if (options.demoData) {
      const created = await seedDemoData(options.db, now());
      if (created.length > 0)
        app.log.info({ accounts: created }, 'Created the demo accounts (see apps/server/README.md)');
    }
    // Every instance may: one occurrence of each recurring job waits at a time (its unique key).
    await scheduleRecurringJobs(options.db, composed.jobs, now());
    const jobContext: JobContext = { db: options.db, now, log: app.log, services: started.services };
    app.decorate('jobContext', jobContext);
    stopJobs = await startJobRunner(composed.jobs, jobContext, options.jobPollMs ?? 1000);
    await app.ready();
  } catch (error) {
    await stopJobs();
    await started.stop();
    throw error;
  }
  return app;
}
