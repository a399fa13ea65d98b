import { Ajv2020, type ErrorObject, type Options } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { Contract } from './contract.ts';

function createAjv(sharedSchema: Contract['sharedSchema'], options: Options): Ajv2020 {
  const ajv = new Ajv2020({
    // The default strips unknown fields silently; the contract says they are an error.
    removeAdditional: false,
    useDefaults: true,
    allErrors: false,
    // Typos in the contract's keywords and formats fail at start; type unions (`[string, 'null']`) are fine.
    strict: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    ...options,
  });
  formats.default(ajv);
  ajv.addSchema(sharedSchema);
  return ajv;
}

/**
 * Ajv 2020-12 (OpenAPI 3.1's dialect) as Fastify's validator compiler. Bodies are never coerced;
 * query strings, path parameters and headers arrive as text, so they are coerced to the declared types
 * (and a single query value to an array where an array is declared).
 */
export function createValidatorCompiler(
  sharedSchema: Contract['sharedSchema'],
): FastifySchemaCompiler<unknown> {
  const strictAjv = createAjv(sharedSchema, { coerceTypes: false });
  const coercingAjv = createAjv(sharedSchema, { coerceTypes: 'array' });
  return ({ schema, httpPart }) => {
    if (httpPart !== 'body') return coercingAjv.compile(schema as object);
    const validate = strictAjv.compile(schema as object);
    // Fastify validates a body that was never sent too, as null. Whether one must be sent is for
    // `registerOperations` to judge (it refuses a missing required body and a JSON null), so null passes here.
    const validateBody = (data: unknown) => {
      if (data !== undefined && data !== null) return validate(data);
      validate.errors = null;
      return true;
    };
    return Object.defineProperty(validateBody, 'errors', { get: () => validate.errors });
  };
}

/**
 * Names the first invalid field for the error body's `error`, e.g. `body/email must match format "email"`,
 * `body/nickname is not allowed`, `headers/idempotency-key is required`.
 */
export function describeValidationError(context: string, error: ErrorObject): string {
  const at = `${context}${error.instancePath}`;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${at}/${String(params.missingProperty)} is required`;
    case 'additionalProperties':
      return `${at}/${String(params.additionalProperty)} is not allowed`;
    case 'unevaluatedProperties':
      return `${at}/${String(params.unevaluatedProperty)} is not allowed`;
    default:
      return `${at} ${error.message ?? 'is invalid'}`;
  }
}
