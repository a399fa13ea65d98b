// The legacy API generation (issue 29, ADR 0101): openapi.legacy.yaml's operations, each a translation onto v2
// operations (`forward.ts`), registered in their own encapsulated context with the legacy contract's
// validation, the deprecation headers on every answer, and every call counted.
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parse } from 'yaml';
import { legacyContractPath } from '../../paths.ts';
import { type Contract, parseContract } from '../../plugins/openapi/contract.ts';
import type {
  Authenticator,
  OperationContext,
  RouteHandlers,
  ServerModule,
} from '../../plugins/openapi/operation.ts';
import { registerOperations } from '../../plugins/openapi/routes.ts';
import { defaultLegacySunset, type Successor, setDeprecationHeaders } from './deprecation.ts';
import { relayedHeaders, v2CallerFor } from './forward.ts';
import { legacyHandlers } from './handlers.ts';
import type { LegacyAnswer, LegacyHandler, LegacyOperationId } from './operation.ts';
import { callerOf, createUsageCounter } from './usage.ts';

export { migrationGuidePath } from './deprecation.ts';
export { type UsageLine, usageSince } from './usage.ts';

/**
 * The legacy generation as a module of the server: it owns the usage figures' table; its operations are
 * openapi.legacy.yaml's, registered by `registerLegacyApi` rather than from openapi.yaml.
 */
export const legacyModule: ServerModule<'legacy'> = {
  name: 'legacy',
  operations: {},
  tables: ['legacy_usage'],
};

/** The `$id` the legacy contract's schemas are shared under (v2's are `openapi`). */
const legacySchemaId = 'openapi-legacy';

/** Options for `registerLegacyApi`. */
export interface LegacyApiOptions {
  /** The legacy contract's text; defaults to the repository's openapi.legacy.yaml. */
  source?: string;
  /** The v2 security checks, which the legacy operations' schemes use too. */
  authenticators: Readonly<Record<string, Authenticator>>;
  /** What v2 handlers get; legacy handlers use its database and clock. */
  context: OperationContext;
  /** The `Sunset` date (`LEGACY_SUNSET`). */
  sunset?: Date;
}

/** The legacy contract, parsed; its document is what `/docs/legacy` shows. */
export function loadLegacyContract(source = readFileSync(legacyContractPath, 'utf8')): {
  contract: Contract;
  source: string;
} {
  return { contract: parseContract(parse(source), legacySchemaId), source };
}

/** Each legacy operation's `x-successor`. */
function successorsOf(contract: Contract): Map<string, Successor> {
  const successors = new Map<string, Successor>();
  const paths = (contract.document as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      const { operationId, 'x-successor': successor } = (operation ?? {}) as {
        operationId?: string;
        'x-successor'?: Successor;
      };
      if (operationId !== undefined && successor !== undefined) successors.set(operationId, successor);
    }
  }
  return successors;
}

/**
 * A browser asking for a page (`Accept: text/html`): `GET /products`, `/workflows` and `/payments` are also the
 * app's pages, so such a request is left to the app, and only API clients reach the legacy operations.
 */
function wantsPage(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

function send(reply: FastifyReply, answer: LegacyAnswer): FastifyReply {
  for (const name of relayedHeaders) {
    const value = answer.headers?.[name];
    if (value !== undefined) reply.header(name, value);
  }
  reply.code(answer.statusCode);
  if (answer.body === undefined) return reply.send();
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer.body));
}

/** Registers the legacy operations on `app`, beside (not inside) the v2 ones. */
export async function registerLegacyApi(app: FastifyInstance, options: LegacyApiOptions): Promise<void> {
  const { contract } = loadLegacyContract(options.source);
  const successors = successorsOf(contract);
  const sunset = options.sunset ?? defaultLegacySunset;
  const { context } = options;
  const usage = createUsageCounter(context.db, context.now, app.log);
  app.addHook('onClose', async () => usage.flush());

  const operations: Record<string, RouteHandlers[string]> = {};
  for (const [operationId, handler] of Object.entries(legacyHandlers)) {
    const legacy = handler as LegacyHandler<LegacyOperationId>;
    operations[operationId] = {
      handle: async (request, reply) => {
        const v2 = v2CallerFor(app, request, operationId, context.now);
        return send(reply, await legacy.handle(request as never, v2));
      },
    };
  }

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (wantsPage(request)) return reply.callNotFound();
    });
    scope.addHook('onSend', async (request, reply) => {
      if (wantsPage(request)) return;
      const operationId = request.routeOptions.config.operationId;
      setDeprecationHeaders(request, reply, operationId ? successors.get(operationId) : undefined, sunset);
    });
    scope.addHook('onResponse', async (request, reply) => {
      if (wantsPage(request)) return;
      const operationId = request.routeOptions.config.operationId;
      if (operationId !== undefined) usage.count(operationId, callerOf(request), reply.statusCode);
    });
    registerOperations(scope, {
      contract,
      operations,
      authenticators: options.authenticators,
      context,
    });
  });
}
