import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, codeForStatus, type ErrorBody } from '../lib/api-error.ts';
import { fieldProblems, validationSentence } from './openapi/field-problems.ts';
import { humanFieldName, sentenceOfDetail } from './openapi/field-words.ts';
import { describeValidationError } from './openapi/validation.ts';

/** Options for `registerErrorHandling`. */
export interface ErrorHandlingOptions {
  /**
   * Answers unmatched requests that a browser would expect the web app for (client-side routes);
   * returns false to let the 404 error body go out.
   */
  fallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}

/** The generic message of a refused input, which the error handler replaces with words naming the field. */
const GENERIC_VALIDATION_MESSAGE = 'Request validation failed';

/**
 * An ApiError's body, with a refused input's generic message put in words from its first field ("Images 2
 * must not contain NUL characters") or its detail (`query/from must be a time ...` → "From must be a time
 * ..."); `error` and `fields` stay as they are for clients.
 */
function apiErrorBody(error: ApiError): ErrorBody {
  const body = error.toBody();
  if (body.code !== 'validation_failed' || body.message !== GENERIC_VALIDATION_MESSAGE) return body;
  const [first] = body.fields ?? [];
  const sentence =
    first !== undefined
      ? `${humanFieldName(first.field)} ${first.message}`
      : body.error === undefined
        ? undefined
        : sentenceOfDetail(body.error);
  return sentence === undefined ? body : { ...body, message: sentence };
}

function send(reply: FastifyReply, statusCode: number, body: ErrorBody): FastifyReply {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** The answer for an error Fastify raised before a handler ran (parsing, limits, media types). */
function fromFastifyError(error: FastifyError, statusCode: number): ErrorBody {
  const code = codeForStatus(statusCode);
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code, message: 'Request body is empty', error: 'body is required' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code, message: 'Malformed JSON body', error: error.message };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code, message: 'Request body is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code, message: 'Unsupported content type', error: error.message };
    default:
      // The JSON parser's own SyntaxError and prototype-poisoning rejections land here too.
      return error instanceof SyntaxError
        ? { code, message: 'Malformed JSON body', error: error.message }
        : { code, message: 'Bad request', error: error.message };
  }
}

/**
 * Every failure answers with the error body `{code, message, error?}` and never a stack trace:
 * `ApiError`s as thrown (a refused input's generic message put in words), validation failures as 400 whose
 * message names the first invalid field in words (and, for a body, its `fields` entry), Fastify's own 4xx
 * errors mapped to a code, unknown routes as 404, anything else as a logged 500.
 */
export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return send(reply.headers(error.headers), error.statusCode, apiErrorBody(error));
    }
    const [first] = error.validation ?? [];
    if (first !== undefined) {
      const context = error.validationContext ?? 'request';
      const fields = fieldProblems(context, first);
      return send(reply, 400, {
        code: 'validation_failed',
        // The field in words and what to do about it; `error` keeps the schema path for clients.
        message: validationSentence(context, first),
        error: describeValidationError(context, first),
        ...(fields === undefined ? {} : { fields }),
      });
    }
    const statusCode = error.statusCode;
    // Static files refuse names they cannot open (too long, say) with 403: for a file, that is not found.
    if (statusCode === 403 && request.routeOptions.config.operationId === undefined)
      return reply.callNotFound();
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
      return send(reply, statusCode, fromFastifyError(error, statusCode));
    }
    request.log.error({ err: error }, 'Unhandled error');
    return send(reply, 500, { code: 'internal', message: 'Internal server error' });
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (options.fallback !== undefined && (await options.fallback(request, reply))) return reply;
    const path = request.url.split('?')[0];
    return send(reply, 404, { code: 'not_found', message: `Route ${request.method} ${path} not found` });
  });
}
