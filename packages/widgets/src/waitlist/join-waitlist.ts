import { ApiError, type components, createClient, SESSION_MESSAGES, unwrap } from '@robomarket/api-client';

/** Body of a successful `POST /v2/waitlist/signup`. */
export type WaitlistSignup = components['schemas']['WaitlistSignupResponse'];

export interface JoinWaitlistOptions {
  /** API origin (and optional path prefix); '' means the page's own origin. */
  apiBase: string;
  /** Sent as `X-Publishable-Key` when set. */
  publishableKey?: string | undefined;
  email: string;
  /** The fetch behind the call; tests pass a fake. */
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * Joins the waitlist. Resolves with the stored entry; rejects with an ApiError whose message is for people,
 * or an empty message when no answer arrived, so the form shows its generic failure text.
 */
export async function joinWaitlist({
  apiBase,
  publishableKey,
  email,
  fetch,
}: JoinWaitlistOptions): Promise<WaitlistSignup> {
  const client = createClient({
    baseUrl: apiBase.replace(/\/+$/, ''),
    // Partner sites: no cookies, no bearer token, no refresh.
    session: false,
    // Only when set: an extra header widens the CORS preflight, and most embeds have no key yet.
    headers: publishableKey ? { 'X-Publishable-Key': publishableKey } : undefined,
    fetch,
  });
  try {
    return await unwrap(client.POST('/v2/waitlist/signup', { body: { email } }));
  } catch (error) {
    throw forPeople(error);
  }
}

function forPeople(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.message !== SESSION_MESSAGES.maxRetries) return error;
  // Retries ran out: offline, DNS, a CORS refusal (the browser hides which) or a failing server. The
  // console keeps the cause for the partner's developer; the page shows the form's generic text.
  console.warn('[robomarket] the waitlist request failed', error);
  return new ApiError({
    code: error.code,
    status: error.status,
    message: error.status > 0 && error.error ? error.error : '',
    cause: error,
  });
}
