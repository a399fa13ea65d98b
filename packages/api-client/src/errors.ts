/** What an {@link ApiError} is built from; every field is optional and has a default. */
export interface ApiErrorInit {
  /** Machine-readable code from the error body (`validation_failed`, `unauthenticated`, ...). */
  code?: string;
  /** A sentence for people. */
  message?: string;
  /** HTTP status of the failed answer; 0 when no answer arrived. */
  status?: number;
  /** The body's `error` detail, such as the first invalid field. */
  error?: string;
  /** The underlying failure (a network error, the last failed response, ...). */
  cause?: unknown;
}

/** Fixed messages of the session rules (product-spec §8); callers may compare against them. */
export const SESSION_MESSAGES = {
  refreshFailed: 'Authentication failed. Please log in again.',
  noRefreshToken: 'No refresh token available',
  maxRetries: 'Max retries exceeded',
} as const;

/**
 * Every failure the client reports: an HTTP error answer (through {@link unwrap} or the React hooks), a
 * failed session step, or a request that ran out of attempts.
 *
 * Two defaults from product-spec §8 live side by side, and which one applies depends on what is known:
 * - built from an HTTP answer ({@link ApiError.fromResponse}), the status is always known, so the message is
 *   the "basic client error" chain: the body's `message`, else its `error` text, else `API error: {status}`;
 * - built without an answer (`new ApiError({...})` with no message, e.g. a transport failure), the message
 *   is the generic 'Request failed'.
 * The code defaults to 'unknown' in both cases.
 */
export class ApiError extends Error {
  /** Machine-readable error code; 'unknown' when the body carried none. */
  readonly code: string;
  /** HTTP status of the failed answer; 0 when no answer arrived. */
  readonly status: number;
  /** The body's `error` detail, when it had one. */
  readonly error?: string;

  constructor(init: ApiErrorInit = {}) {
    super(init.message ?? 'Request failed', init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.code = init.code ?? 'unknown';
    this.status = init.status ?? 0;
    if (init.error !== undefined) this.error = init.error;
  }

  /** Builds the error for an HTTP answer with the given status and (parsed) error body. */
  static fromResponse(status: number, body: unknown, cause?: unknown): ApiError {
    const fields = readErrorBody(body);
    return new ApiError({
      code: fields.code,
      message: fields.message ?? fields.error ?? `API error: ${status}`,
      status,
      error: fields.error,
      cause,
    });
  }
}

interface ErrorBodyFields {
  code?: string;
  message?: string;
  error?: string;
}

/** Reads `{code, message, error}` from whatever the server sent; non-string or empty fields are ignored. */
function readErrorBody(body: unknown): ErrorBodyFields {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const text = (key: string) => {
    const value = record[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  return { code: text('code'), message: text('message'), error: text('error') };
}

/** The result shape of every openapi-fetch call. */
interface FetchResultLike {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The data type of a result's success branch (the member whose `data` is required). */
type SuccessData<TResult> = TResult extends { data: infer TData } ? TData : never;

/**
 * Returns the data of a successful call, or throws an {@link ApiError} built from the error body.
 *
 * The client's methods keep openapi-fetch's `{ data, error, response }` result for HTTP answers (so the
 * error body stays typed by the contract); failures with no usable answer (network, retries exhausted,
 * session) reject with an ApiError. `unwrap` turns both into "data or ApiError".
 */
export async function unwrap<TResult extends FetchResultLike>(
  result: TResult | Promise<TResult>,
): Promise<SuccessData<TResult>> {
  const settled = await result;
  if (!settled.response.ok) throw ApiError.fromResponse(settled.response.status, settled.error);
  return settled.data as SuccessData<TResult>;
}
