import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Contract } from './openapi/contract.ts';
import type { CorsRule, RouteHandlers } from './openapi/operation.ts';

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

/** Options for `registerCors`. */
export interface CorsOptions {
  /** The parsed contract. */
  contract: Contract;
  /** The implemented operations; the others get no CORS headers. */
  operations: RouteHandlers;
  /** The modules' rules for the operations their security schemes admit (keys: publishable keys). */
  rules: readonly CorsRule[];
}

/**
 * CORS: operations marked `any-origin` answer every origin without credentials; operations a rule's security
 * scheme admits answer only the origins that rule grants (the keys module's: the origins of the request's
 * publishable key); everything else stays same-origin (no CORS headers). `Vary: Origin` always.
 */
export async function registerCors(app: FastifyInstance, { contract, operations, rules }: CorsOptions) {
  const implemented = contract.operations.filter(({ operationId }) => operations[operationId] !== undefined);
  const open = routesOf(
    implemented.filter(({ operationId }) => operations[operationId]?.cors === 'any-origin'),
  );
  const ruled = rules.map((rule) => ({
    rule,
    routes: routesOf(
      implemented.filter(
        ({ operationId, security }) =>
          operations[operationId]?.cors !== 'any-origin' &&
          security.some((requirement) => rule.scheme in requirement),
      ),
    ),
  }));
  const shared = {
    credentials: false,
    allowedHeaders: ['Content-Type', ...rules.flatMap((rule) => rule.allowedHeaders)],
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
      for (const { rule, routes } of ruled) {
        const ruledRoute = routes.find(({ matcher }) => matcher.test(path));
        // A rule admits only its operations of a path (GET /v2/products, not POST).
        if (
          ruledRoute === undefined ||
          (request.method !== 'OPTIONS' && !ruledRoute.methods.has(request.method))
        )
          continue;
        rule.origin(request).then(
          (origin) => callback(null, { ...shared, origin, methods: [...ruledRoute.methods] }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), {}),
        );
        return;
      }
      callback(null, { origin: false });
    },
  });
}
