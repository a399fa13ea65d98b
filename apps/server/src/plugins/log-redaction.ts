import type { FastifyServerOptions } from 'fastify';

/**
 * Fields of an error that may be logged. Database errors also carry the statement's parameters (PGlite's
 * `query` and `params`), the failing row (`detail`: "Failing row contains (…, e-mail, password hash, …)"),
 * `where` and `internalQuery`, all of which can hold e-mails, hashes or tokens: they are never logged.
 */
const loggedErrorFields = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'constraint',
  'table',
  'column',
  'dataType',
  'schema',
  'validationContext',
] as const;

/** What the log holds of an error. */
export interface LoggedError {
  [field: string]: unknown;
  /** The error's class. */
  type: string;
  /** Its message. */
  message: string;
  /** Its stack trace (empty when none). */
  stack: string;
}

/** A plain object for the log from any thrown value, keeping only the fields above (and the cause, likewise). */
export function serializeError(value: unknown, depth = 0): LoggedError {
  if (!(value instanceof Error))
    return { type: typeof value, message: 'A non-Error value was thrown', stack: '' };
  const logged: LoggedError = {
    type: value.constructor.name,
    message: value.message,
    stack: value.stack ?? '',
  };
  const fields: Record<string, unknown> = { ...value };
  for (const field of loggedErrorFields) {
    const fieldValue = fields[field];
    if (typeof fieldValue === 'string' || typeof fieldValue === 'number') logged[field] = fieldValue;
  }
  if (value.cause !== undefined && depth < 5) logged.cause = serializeError(value.cause, depth + 1);
  return logged;
}

/** Paths pino replaces with `[Redacted]` wherever a log line carries them. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-publishable-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.current_password',
  '*.new_password',
  '*.password_hash',
  '*.access_token',
  '*.refresh_token',
  '*.email',
  'err.query',
  'err.params',
  'err.parameters',
  'err.detail',
];

/**
 * The server's logger options with redaction added: an `err` serializer that keeps no query parameters,
 * failing rows or other detail of database errors, and `redact` paths for credentials, tokens and e-mails.
 * `false` (silent) stays silent; `true` becomes pino's defaults plus these.
 */
export function withLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === undefined || logger === false) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    redact: { paths: redactedPaths, censor: '[Redacted]' },
    serializers: { ...options.serializers, err: serializeError },
  };
}
