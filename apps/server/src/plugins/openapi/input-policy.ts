import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, type FieldProblem } from '../../lib/api-error.ts';
import { keepJsonText } from '../../lib/raw-body.ts';

/*
 * One input policy for every operation of the contract, applied before the contract's own validation:
 * text is valid Unicode without NUL characters wherever it comes from (body, query, path, headers), and a
 * JSON body is valid UTF-8. PostgreSQL cannot store NUL in text, and a lone surrogate or an invalid byte
 * would otherwise be stored as U+FFFD, silently changing what the client sent.
 */

const refuse = (detail: string) =>
  new ApiError(400, 'validation_failed', 'Request validation failed', { detail });

// In Unicode mode a well-formed pair is one code point, so only a lone surrogate matches.
const loneSurrogate = /\p{Surrogate}/u;

/** Why a string breaks the policy, or undefined when it keeps it. */
function stringProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return 'must not contain NUL characters';
  if (loneSurrogate.test(value)) return 'must be valid Unicode (no lone surrogates)';
  return undefined;
}

/** JSON Pointer escaping of one path segment, as Ajv's `instancePath` writes it. */
const segment = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** A string that breaks the policy: where it is (`body/name`, `query/q`) and what is wrong with it. */
interface PolicyViolation {
  at: string;
  problem: string;
  /** The violation is in an object key rather than a value. */
  inKey: boolean;
}

/**
 * The first string (value or object key) in `value` that breaks the policy; undefined when everything
 * keeps it.
 */
function firstViolation(at: string, value: unknown, depth = 0): PolicyViolation | undefined {
  if (typeof value === 'string') {
    const problem = stringProblem(value);
    return problem === undefined ? undefined : { at, problem, inKey: false };
  }
  // Bodies are bounded in size and the contract in depth; deeper nesting is refused by validation anyway.
  if (typeof value !== 'object' || value === null || depth > 64) return undefined;
  // Raw bodies (uploads) are bytes, not text: their handlers check them.
  if (ArrayBuffer.isView(value)) return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstViolation(`${at}/${index}`, item, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = stringProblem(key);
    if (keyProblem !== undefined) return { at, problem: `field names ${keyProblem}`, inKey: true };
    const found = firstViolation(`${at}/${segment(key)}`, item, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The field path of a body value (`body/images/1` → `images/1`) as the contract's `fields` names it. */
function bodyField(violation: PolicyViolation): FieldProblem[] | undefined {
  if (violation.inKey || !violation.at.startsWith('body/')) return undefined;
  const field = violation.at
    .slice('body/'.length)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join('/');
  return [{ field, message: violation.problem }];
}

/**
 * Refuses a request whose body, query, path parameters or headers break the policy: a 400 naming the place
 * in `error` and, for a value in the body, the field in `fields`, so a form shows it beside that field.
 */
export async function enforceInputPolicy(request: FastifyRequest): Promise<void> {
  const found =
    firstViolation('params', request.params) ??
    firstViolation('query', request.query) ??
    firstViolation('headers', request.headers) ??
    firstViolation('body', request.body);
  if (found === undefined) return;
  throw new ApiError(400, 'validation_failed', 'Request validation failed', {
    detail: `${found.at} ${found.problem}`,
    fields: bodyField(found),
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

type BufferParser = (
  request: FastifyRequest,
  body: Buffer,
  done: (error: Error | null, body?: unknown) => void,
) => void;

/**
 * A JSON body parser that decodes the bytes as strict UTF-8 first (an invalid sequence is a 400 instead of
 * a silent U+FFFD), then parses with Fastify's own JSON parser (prototype-poisoning checks included).
 */
export function strictJsonParser(app: FastifyInstance): BufferParser {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      done(refuse('body must be valid UTF-8'));
      return;
    }
    keepJsonText(request, text);
    parseJson(request, text, done);
  };
}

/** Replaces Fastify's `application/json` parser with `strictJsonParser`. */
export function registerStrictJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, strictJsonParser(app));
}
