/** The machine-readable codes of the error body, as the contract's `Error.code` lists them. */
export type ErrorCode =
  | 'validation_failed'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'idempotency_key_reused'
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
}

/** Options for `ApiError`. */
export interface ApiErrorOptions {
  /** Further detail for the body's `error` field. */
  detail?: string;
  /** Response headers to send with the error, such as `Retry-After`. */
  headers?: Record<string, string>;
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

  constructor(statusCode: number, code: ErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.detail = options.detail;
    this.headers = options.headers ?? {};
  }

  /** The response body. */
  toBody(): ErrorBody {
    return this.detail === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, error: this.detail };
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
