import createFetchClient, { type Client, type HeadersOptions } from 'openapi-fetch';
import { hasSessionHintCookie, TOKEN_DELIVERY_HEADER } from './cookies';
import { ApiError, SESSION_MESSAGES, unwrap } from './errors';
import type { paths } from './schema.gen';
import { type ClientSession, createSession, type SessionOptions, type TokenDelivery } from './session';

/** Attempts per request on network errors and 5xx answers (product-spec §9). */
export const MAX_ATTEMPTS = 3;

/** Options of {@link createClient}. */
export interface CreateClientOptions {
  /** Root URL of the API (no trailing slash needed); '' means the page's own origin. */
  baseUrl?: string;
  /** The fetch behind every call, refresh included; defaults to `globalThis.fetch`, looked up per call. */
  fetch?: (request: Request) => Promise<Response>;
  /** `false` turns off the session: no bearer header, no refresh, no cookies (partner widgets); otherwise session options. */
  session?: false | SessionOptions;
  /** Delay before a retry, multiplied by the number of attempts made so far (default 200 ms). */
  retryDelayMs?: number;
  /** Headers sent with every request, such as a publishable key. */
  headers?: HeadersOptions;
}

/**
 * The typed client: openapi-fetch's `GET/POST/PUT/PATCH/DELETE/...` over the contract's `paths`, plus the
 * auth `session` (null when created with `session: false`).
 *
 * Results: an HTTP answer resolves to `{ data, error, response }` as in openapi-fetch (`error` typed by the
 * contract; pass the promise to `unwrap` for "data or ApiError"). A failure without a usable answer rejects
 * with an ApiError: 'Max retries exceeded', 'No refresh token available' or 'Authentication failed. Please
 * log in again.'. A per-call `fetch` option bypasses the session and retries.
 */
export type ApiClient<
  TSession extends ClientSession | null = ClientSession | null,
  Paths extends {} = paths,
> = Client<Paths> & {
  /** The auth session, or null for a client created with `session: false`. */
  readonly session: TSession;
  /** The root URL the client was created with ('' for the page's own origin), for streams opened beside it. */
  readonly baseUrl: string;
};

// These answer with tokens or reject credentials themselves: a bearer, a pre-emptive refresh or a
// refresh-and-retry on their 401 would be wrong (a wrong password must not trigger a refresh).
const CREDENTIAL_PATH_ENDINGS = ['/auth/login', '/auth/register', '/auth/refresh'];
// With cookie delivery these carry `X-Token-Delivery: cookie`, so no answer puts a refresh token in a body.
const TOKEN_PATH_ENDINGS = [...CREDENTIAL_PATH_ENDINGS, '/auth/logout'];

/**
 * Where a generation's session calls live: v2's under `/v2/auth/…`, the legacy generation's under `/auth/…`
 * (openapi.legacy.yaml). Both take and answer the same bodies.
 */
type AuthPrefix = '/v2' | '';

/** The session's two calls, under a generation's prefix. */
type SessionPaths = {
  '/auth/refresh': paths['/v2/auth/refresh'];
  '/auth/logout': paths['/v2/auth/logout'];
};

/** The delivery when none is asked for: the cookie in a browser, the body elsewhere. */
const defaultDelivery = (): TokenDelivery => (typeof document === 'undefined' ? 'body' : 'cookie');

/** Creates a client without a session: no bearer header, no refresh, no cookies (partner widgets). */
export function createClient(options: CreateClientOptions & { session: false }): ApiClient<null>;
/** Creates a client with the auth session of product-spec §4: bearer header, refresh, retries. */
export function createClient(
  options?: CreateClientOptions & { session?: SessionOptions },
): ApiClient<ClientSession>;
/** Creates a client; its session is null when `session` is false. */
export function createClient(options?: CreateClientOptions): ApiClient;
export function createClient(options: CreateClientOptions = {}): ApiClient {
  return createGenerationClient<paths>(options, '/v2');
}

/**
 * The machinery behind {@link createClient} and the legacy generation's `createLegacyClient`: openapi-fetch
 * over `Paths`, with the session (bearer header, pre-emptive refresh, one refresh-and-retry on a 401) and the
 * retries, the session's refresh and logout called under `authPrefix`.
 */
export function createGenerationClient<Paths extends {}>(
  options: CreateClientOptions,
  authPrefix: AuthPrefix,
): ApiClient<ClientSession | null, Paths> {
  const baseUrl = options.baseUrl ?? '';
  const retryDelayMs = options.retryDelayMs ?? 200;
  const rawFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const sendWithRetries = (request: Request, send: (attempt: Request) => Promise<Response>) =>
    withRetries(request, send, retryDelayMs);

  let session: ClientSession | null = null;
  const delivery = options.session === false ? 'body' : (options.session?.tokenDelivery ?? defaultDelivery());
  // The session cookies are the page's own origin's (SameSite=Strict, no CORS on the auth operations).
  const credentials: RequestCredentials = 'same-origin';
  if (options.session !== false) {
    // The session's own calls bypass the session logic: no pre-emptive refresh, no refresh on their 401.
    const refreshClient = createFetchClient<SessionPaths>({
      baseUrl: `${baseUrl}${authPrefix}`,
      headers: options.headers,
      credentials,
      fetch: (request) => sendWithRetries(request, rawFetch),
    });
    // Logout is best effort and must not keep a signing-out user waiting through retries.
    const logoutClient = createFetchClient<SessionPaths>({
      baseUrl: `${baseUrl}${authPrefix}`,
      headers: options.headers,
      credentials,
      fetch: rawFetch,
    });
    session = createSession({
      delivery,
      hasSessionHint: options.session?.hasSessionHint ?? (() => hasSessionHintCookie()),
      onSessionEnd: options.session?.onSessionEnd,
      refreshTokens: async (refreshToken) => {
        const tokens = await unwrap(
          refreshToken === null
            ? refreshClient.POST('/auth/refresh', { params: { header: { 'X-Token-Delivery': 'cookie' } } })
            : refreshClient.POST('/auth/refresh', { body: { refresh_token: refreshToken } }),
        );
        return { access_token: tokens.access_token, refresh_token: tokens.refresh_token };
      },
      revokeTokens: ({ accessToken, refreshToken }) =>
        logoutClient.POST('/auth/logout', {
          params: { header: delivery === 'cookie' ? { 'X-Token-Delivery': 'cookie' } : {} },
          headers: { Authorization: `Bearer ${accessToken}` },
          body: refreshToken ? { refresh_token: refreshToken } : {},
        }),
    });
  }

  const fetchWithSession = (incoming: Request): Promise<Response> => {
    const request = session && delivery === 'cookie' ? askForCookieDelivery(incoming) : incoming;
    if (!session || request.headers.has('Authorization') || isCredentialPath(request.url)) {
      return sendWithRetries(request, rawFetch);
    }
    const activeSession = session;
    // One refresh-and-retry per call on a 401, however many attempts the call takes.
    let refreshedAfter401 = false;
    return sendWithRetries(request, async (attempt) => {
      const token = await activeSession.getFreshAccessToken();
      const response = await rawFetch(withBearer(attempt.clone(), token));
      if (response.status !== 401 || !token || refreshedAfter401) return response;
      refreshedAfter401 = true;
      await discardBody(response);
      // Another call may have refreshed while this one was in flight: reuse its token, don't refresh twice.
      const current = activeSession.getAccessToken();
      const next = current && current !== token ? current : await activeSession.refresh();
      return rawFetch(withBearer(attempt, next));
    });
  };

  const client = createFetchClient<Paths>({
    baseUrl,
    headers: options.headers,
    credentials,
    fetch: fetchWithSession,
  });
  return Object.assign(client, { session, baseUrl });
}

function isCredentialPath(url: string): boolean {
  const { pathname } = new URL(url);
  return CREDENTIAL_PATH_ENDINGS.some((ending) => pathname.endsWith(ending));
}

/** Login, register, refresh and logout made through the client ask for the refresh token in the cookie. */
function askForCookieDelivery(request: Request): Request {
  const { pathname } = new URL(request.url);
  if (!TOKEN_PATH_ENDINGS.some((ending) => pathname.endsWith(ending))) return request;
  if (request.headers.has(TOKEN_DELIVERY_HEADER)) return request;
  request.headers.set(TOKEN_DELIVERY_HEADER, 'cookie');
  return request;
}

function withBearer(request: Request, token: string | null): Request {
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  return request;
}

/** Sends `request` (a fresh clone each time, so its body can be sent again) up to MAX_ATTEMPTS times. */
async function withRetries(
  request: Request,
  send: (attempt: Request) => Promise<Response>,
  retryDelayMs: number,
): Promise<Response> {
  let lastFailure: ApiError | undefined;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    if (lastFailure) await sleep(retryDelayMs * (attempt - 1), request.signal);
    let response: Response;
    try {
      response = await send(request.clone());
    } catch (error) {
      // Session failures and cancellations are final; anything else thrown by fetch is a network error.
      if (error instanceof ApiError || request.signal.aborted) throw error;
      lastFailure = new ApiError({
        error: error instanceof Error ? error.message : String(error),
        cause: error,
      });
      continue;
    }
    if (!isRetryableStatus(response.status)) return response;
    lastFailure = ApiError.fromResponse(response.status, await readBody(response));
  }
  throw new ApiError({
    code: lastFailure?.code,
    message: SESSION_MESSAGES.maxRetries,
    status: lastFailure?.status,
    error: lastFailure?.error ?? lastFailure?.message,
    cause: lastFailure,
  });
}

// 501 means the server will never do it, so trying again only delays the answer.
function isRetryableStatus(status: number): boolean {
  return status >= 500 && status !== 501;
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

async function discardBody(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    // Already consumed or errored: nothing left to free.
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
