import { type ApiClient, ApiError, createClient, SESSION_MESSAGES } from '@robomarket/api-client';

/** Where a widget's calls go and who they are for. */
export interface WidgetClientOptions {
  /** API origin (and optional path prefix); '' means the page's own origin. */
  apiBase: string;
  /** Sent as `X-Publishable-Key` when set. */
  publishableKey?: string | undefined;
}

/**
 * The client a widget calls the api-client's operations with: partner sites get no cookies, no bearer
 * token and no refresh, only retries and the publishable key.
 */
export function createWidgetClient({ apiBase, publishableKey }: WidgetClientOptions): ApiClient<null> {
  return createClient({
    baseUrl: apiBase.replace(/\/+$/, ''),
    session: false,
    // Only when set: an extra header widens the CORS preflight, and most embeds have no key yet.
    headers: publishableKey ? { 'X-Publishable-Key': publishableKey } : undefined,
  });
}

/**
 * A failure as a partner page may show it: when retries ran out (offline, DNS, a CORS refusal the browser
 * hides, a failing server) the console keeps the cause for the partner's developer; the error goes on
 * unchanged, and the form words it for people (ui's `describeFailure`: "We couldn't reach RoboMarket...",
 * "Something went wrong on our side. Try again." with a Try again button).
 */
export function forPeople(error: unknown, what: string): unknown {
  if (error instanceof ApiError && error.message === SESSION_MESSAGES.maxRetries) {
    console.warn(`[robomarket] ${what} failed`, error);
  }
  return error;
}
