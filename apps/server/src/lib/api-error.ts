/** The machine-readable codes of the error body, as the contract's `Error.code` lists them. */
export type ErrorCode =
  | 'validation_failed'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'quota_exceeded'
  | 'idempotency_key_reused'
  | 'card_declined'
  | 'insufficient_funds'
  | 'rate_limited'
  | 'not_implemented'
  | 'unavailable'
  | 'internal';

/** The body of every failed request. */
export interface ErrorBody {
  /** Machine-readable code. */
  code: ErrorCode;
  /** A sentence for people. */
  message: string;
  /** Further detail, such as the first invalid field. */
  error?: string;
  /** On a 400 that names input fields: each field's path in the body and what is wrong, for people. */
  fields?: FieldProblem[];
}

/** One invalid input field, as the contract's `FieldProblem` describes it. */
export interface FieldProblem {
  /** The field's path in the request body, segments joined by `/` (`name`, `images/0`). */
  field: string;
  /** What is wrong, worded to follow the field's name or label ("must be at most 200 characters"). */
  message: string;
}

/** Options for `ApiError`. */
export interface ApiErrorOptions {
  /** Further detail for the body's `error` field. */
  detail?: string;
  /** Response headers to send with the error, such as `Retry-After`. */
  headers?: Record<string, string>;
  /** The invalid input fields, for the body's `fields`. */
  fields?: FieldProblem[];
  /** The underlying error, for the log. */
  cause?: unknown;
}

/** An error a handler throws on purpose: it becomes a response with that status and error body. */
export class ApiError extends Error {
  /** The HTTP status. */
  readonly statusCode: number;
  /** The body's `code`. */
  readonly code: ErrorCode;
  /** The body's `error`. */
  readonly detail: string | undefined;
  /** Extra response headers. */
  readonly headers: Record<string, string>;
  /** The body's `fields`. */
  readonly fields: FieldProblem[] | undefined;

  constructor(statusCode: number, code: ErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.detail = options.detail;
    this.headers = options.headers ?? {};
    this.fields = options.fields;
  }

  /** The response body. */
  toBody(): ErrorBody {
    const body: ErrorBody = { code: this.code, message: this.message };
    if (this.detail !== undefined) body.error = this.detail;
    if (this.fields !== undefined && this.fields.length > 0) body.fields = this.fields;
    return body;
  }
}

/** The code that goes with an HTTP status when nothing more specific is known. */
export function codeForStatus(statusCode: number): ErrorCode {
  switch (statusCode) {
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
    case 405:
      return 'not_found';
    case 409:
      return 'conflict';
    case 422:
      return 'idempotency_key_reused';
    case 429:
      return 'rate_limited';
    case 501:
      return 'not_implemented';
    case 502:
    case 503:
    case 504:
      return 'unavailable';
    default:
      return statusCode >= 400 && statusCode < 500 ? 'validation_failed' : 'internal';
  }
}
