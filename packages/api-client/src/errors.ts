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
  /** The body's `fields`: each invalid input field and what is wrong with it, in words for people. */
  fields?: ReadonlyArray<FieldProblem>;
  /** The underlying failure (a network error, the last failed response, ...). */
  cause?: unknown;
}

/** One invalid input field of a 400, as the contract's `FieldProblem` describes it. */
export interface FieldProblem {
  /** The field's path in the request body (`name`, `images/0`). */
  field: string;
  /** What is wrong, worded to follow the field's label ("must be at most 200 characters"). */
  message: string;
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
  /** The body's `fields`; empty when the answer named no field. */
  readonly fields: ReadonlyArray<FieldProblem>;

  constructor(init: ApiErrorInit = {}) {
    super(init.message ?? 'Request failed', init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.code = init.code ?? 'unknown';
    this.status = init.status ?? 0;
    if (init.error !== undefined) this.error = init.error;
    this.fields = init.fields ?? [];
  }

  /** Builds the error for an HTTP answer with the given status and (parsed) error body. */
  static fromResponse(status: number, body: unknown, cause?: unknown): ApiError {
    const fields = readErrorBody(body);
    return new ApiError({
      code: fields.code,
      message: fields.message ?? fields.error ?? `API error: ${status}`,
      status,
      error: fields.error,
      fields: fields.fields,
      cause,
    });
  }
}

interface ErrorBodyFields {
  code?: string;
  message?: string;
  error?: string;
  fields?: FieldProblem[];
}

/** The well-formed entries of a body's `fields`; anything else in it is ignored. */
function readFieldProblems(value: unknown): FieldProblem[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const problems: FieldProblem[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { field, message } = item as Record<string, unknown>;
    if (typeof field === 'string' && typeof message === 'string') problems.push({ field, message });
  }
  return problems;
}

/** Reads `{code, message, error}` from whatever the server sent; non-string or empty fields are ignored. */
function readErrorBody(body: unknown): ErrorBodyFields {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const text = (key: string) => {
    const value = record[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  return {
    code: text('code'),
    message: text('message'),
    error: text('error'),
    fields: readFieldProblems(record.fields),
  };
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
