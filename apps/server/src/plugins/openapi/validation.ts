import { Ajv2020, type ErrorObject, type Options } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { Contract } from './contract.ts';
import { moneyQueryError, moneyQueryFields, normaliseMoneyQuery } from './money-query.ts';

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

/** The first field of a coerced query, path or header object (or its arrays) holding a non-finite number. */
function nonFiniteField(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  for (const [name, value] of Object.entries(data)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item === 'number' && !Number.isFinite(item))) return name;
  }
  return undefined;
}

/**
 * Ajv 2020-12 (OpenAPI 3.1's dialect) as Fastify's validator compiler. Bodies are never coerced;
 * query strings, path parameters and headers arrive as text, so they are coerced to the declared types
 * (and a single query value to an array where an array is declared).
 *
 * Each schema is compiled when its route first validates a request, not when the route is registered:
 * compiling every operation's schemas was a tenth of the server's start, and most routes are not called in
 * the first seconds. The contract's schemas are compiled all at once by its tests, so a schema Ajv refuses
 * still fails CI, not a user's first request.
 */
export function createValidatorCompiler(
  sharedSchema: Contract['sharedSchema'],
): FastifySchemaCompiler<unknown> {
  let strictAjv: Ajv2020 | undefined;
  let coercingAjv: Ajv2020 | undefined;
  return ({ schema, httpPart }) => {
    if (httpPart !== 'body') {
      const validate = lazily(() => {
        coercingAjv ??= createAjv(sharedSchema, { coerceTypes: 'array' });
        return coercingAjv.compile(schema as object);
      });
      // Amounts typed as people type them (`30,000`) reach the handler as the contract's `Money`.
      const moneyFields = httpPart === 'querystring' ? moneyQueryFields(schema) : [];
      // Coercion reads `Infinity` and `1e400` as numbers that pass `integer` and `maximum`: refused here.
      let textErrors: ErrorObject[] | null = null;
      const validateText = (data: unknown) => {
        textErrors = null;
        if (!validate()(data)) {
          textErrors = moneyQueryError(validate.compiled()?.errors ?? [], moneyFields);
          return false;
        }
        normaliseMoneyQuery(data, moneyFields);
        const field = nonFiniteField(data);
        if (field === undefined) return true;
        textErrors = [
          {
            instancePath: `/${field}`,
            schemaPath: '#/type',
            keyword: 'type',
            params: {},
            message: 'must be a finite number',
          },
        ];
        return false;
      };
      return Object.defineProperty(validateText, 'errors', {
        get: () => textErrors ?? validate.compiled()?.errors ?? null,
      });
    }
    const validate = lazily(() => {
      strictAjv ??= createAjv(sharedSchema, { coerceTypes: false });
      return strictAjv.compile(schema as object);
    });
    // Fastify validates a body that was never sent too, as null. Whether one must be sent is for
    // `registerOperations` to judge (it refuses a missing required body and a JSON null), so null passes here.
    let bodyErrors: ErrorObject[] | null | undefined = null;
    const validateBody = (data: unknown) => {
      if (data === undefined || data === null) {
        bodyErrors = null;
        return true;
      }
      const compiled = validate();
      const valid = compiled(data);
      bodyErrors = compiled.errors;
      return valid;
    };
    return Object.defineProperty(validateBody, 'errors', { get: () => bodyErrors });
  };
}

/** A value made on first use: `get()` makes it once, `compiled()` reads it without making it. */
function lazily<T>(make: () => T): { (): T; compiled(): T | undefined } {
  let value: T | undefined;
  const get = () => {
    value ??= make();
    return value;
  };
  return Object.assign(get, { compiled: () => value });
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
