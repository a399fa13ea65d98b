import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ApiError } from '../../lib/api-error.ts';
import { declareIdempotent } from '../../lib/idempotency.ts';
import { type Contract, type ContractOperation, isJsonMediaType, isPublic } from './contract.ts';
import { enforceInputPolicy, registerStrictJson, strictJsonParser } from './input-policy.ts';
import type { Authenticator, OperationContext, RouteHandlers } from './operation.ts';
import { SerialisedBody, sendSerialised } from './serialised-body.ts';
import { createValidatorCompiler } from './validation.ts';

/** Options for `registerOperations`. */
export interface OperationRoutesOptions {
  /** The parsed contract. */
  contract: Contract;
  /** The implemented operations. */
  operations: RouteHandlers;
  /** Checks for the contract's security schemes; a scheme without one admits nobody. */
  authenticators: Readonly<Record<string, Authenticator>>;
  /** Passed to every handler. */
  context: OperationContext;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves. */
    operationId?: string;
  }
}

function mediaTypeOf(request: FastifyRequest): string | undefined {
  const header = request.headers['content-type'];
  return header === undefined ? undefined : header.split(';')[0]?.trim().toLowerCase();
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function accepts(declared: string, mediaType: string): boolean {
  const type = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '*/*' || type === mediaType) return true;
  return type.endsWith('/*') && mediaType.startsWith(type.slice(0, -1));
}

/**
 * Adds body parsers for the media types the contract declares and Fastify lacks: JSON variants are parsed
 * as JSON; anything else (multipart, binary, text) is handed to the handler as a Buffer.
 */
function registerBodyParsers(app: FastifyInstance, contract: Contract): void {
  registerStrictJson(app);
  const declared = new Set<string>();
  for (const operation of contract.operations) {
    for (const type of operation.requestBody?.contentTypes ?? []) {
      const mediaType = type.split(';')[0]?.trim().toLowerCase() ?? '';
      if (mediaType !== '' && !mediaType.includes('*')) declared.add(mediaType);
    }
  }
  for (const mediaType of declared) {
    if (app.hasContentTypeParser(mediaType)) continue;
    if (isJsonMediaType(mediaType)) {
      app.addContentTypeParser(mediaType, { parseAs: 'buffer' }, strictJsonParser(app));
    } else {
      app.addContentTypeParser(mediaType, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    }
  }
}

function checkContentType(operation: ContractOperation): onRequestAsyncHookHandler | undefined {
  const spec = operation.requestBody;
  if (spec === undefined) return undefined;
  const expected = spec.contentTypes.join(', ');
  return async (request) => {
    if (!hasBody(request)) return;
    const mediaType = mediaTypeOf(request);
    if (mediaType === undefined || !spec.contentTypes.some((declared) => accepts(declared, mediaType))) {
      throw new ApiError(415, 'validation_failed', 'Unsupported content type', {
        detail: `content-type must be ${expected}`,
      });
    }
  };
}

function authenticate(
  operation: ContractOperation,
  authenticators: OperationRoutesOptions['authenticators'],
  context: OperationContext,
): onRequestAsyncHookHandler | undefined {
  const schemes = operation.security.filter((requirement) => Object.keys(requirement).length > 0);
  if (isPublic(operation)) {
    if (schemes.length === 0) return undefined;
    // Credentials are optional (`{}` among the alternatives, e.g. the RFP marketplace): a caller that
    // sends them is identified (and refused when they are bad); one that sends none goes on anonymous.
    return async (request) => {
      for (const requirement of schemes) {
        let admitted = true;
        for (const scheme of Object.keys(requirement)) {
          const check = authenticators[scheme];
          if (check === undefined || !(await check(request, context))) {
            admitted = false;
            break;
          }
        }
        if (admitted) return;
      }
    };
  }
  return async (request) => {
    // Alternatives are OR-ed; the schemes inside one alternative are AND-ed.
    for (const requirement of operation.security) {
      let admitted = true;
      for (const scheme of Object.keys(requirement)) {
        const check = authenticators[scheme];
        if (check === undefined || !(await check(request, context))) {
          admitted = false;
          break;
        }
      }
      if (admitted) return;
    }
    throw new ApiError(401, 'unauthenticated', 'Authentication required');
  };
}

/**
 * Registers one route per contract operation: validation of JSON bodies, parameters, query and headers,
 * serialisation of JSON responses, the security check, and the handler. Operations with no handler answer
 * 501 before anything else runs.
 */
export function registerOperations(app: FastifyInstance, options: OperationRoutesOptions): void {
  const { contract, operations, authenticators, context } = options;
  app.setValidatorCompiler(createValidatorCompiler(contract.sharedSchema));
  // The serialiser (fast-json-stringify) resolves `openapi#/$defs/...` through Fastify's shared schemas.
  app.addSchema(contract.sharedSchema);
  registerBodyParsers(app, contract);

  for (const operation of contract.operations) {
    const { operationId, method, url } = operation;
    const implementation = operations[operationId];
    if (implementation === undefined) {
      app.route({
        method,
        url,
        config: { operationId },
        onRequest: async () => {
          throw new ApiError(501, 'not_implemented', `Operation ${operationId} is not implemented yet`);
        },
        handler: async () => undefined,
      });
      continue;
    }

    const onRequest = [checkContentType(operation), authenticate(operation, authenticators, context)].filter(
      (hook) => hook !== undefined,
    );
    const requestBody = operation.requestBody;
    app.route({
      method,
      url,
      schema: operation.schema,
      config: { operationId },
      ...(implementation.bodyLimit === undefined ? {} : { bodyLimit: implementation.bodyLimit }),
      onRequest,
      preValidation: async (request) => {
        await enforceInputPolicy(request);
        if (request.body === undefined || request.body === null) {
          if (requestBody?.required) {
            throw new ApiError(400, 'validation_failed', 'Request validation failed', {
              detail: 'body is required',
            });
          }
          // The body validator lets an absent body through (Fastify hands it null), so a JSON `null` that
          // was actually sent is refused here.
          if (hasBody(request)) {
            throw new ApiError(400, 'validation_failed', 'Request validation failed', {
              detail: 'body must not be null',
            });
          }
        }
        await implementation.beforeValidation?.(request, context);
      },
      handler: async (request, reply) => {
        if (implementation.idempotent) declareIdempotent(request, operationId);
        const answer = await implementation.handle(request, reply, context);
        return answer instanceof SerialisedBody ? sendSerialised(reply, answer) : answer;
      },
    });
  }
}
