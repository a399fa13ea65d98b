// `@robomarket/api-client/legacy`: the typed client of the legacy API generation (openapi.legacy.yaml,
// deprecated; every operation is an alias of a v2 one). For old integrations moving to v2 step by step: new
// code uses `createClient` from the package root. docs/migrating-from-legacy.md maps each call to v2.

import { type ApiClient, type CreateClientOptions, createGenerationClient } from '../client';
import type { ClientSession, SessionOptions } from '../session';
import type { paths } from './schema.gen';

export type { paths as LegacyPaths } from './schema.gen';

/** A client of the legacy generation: openapi-fetch over openapi.legacy.yaml's `paths`, with the session. */
export type LegacyApiClient<TSession extends ClientSession | null = ClientSession | null> = ApiClient<
  TSession,
  paths
>;

/** Creates a legacy client without a session: no bearer header, no refresh, no cookies. */
export function createLegacyClient(options: CreateClientOptions & { session: false }): LegacyApiClient<null>;
/**
 * Creates a legacy client with the same session as `createClient`: bearer header, refresh at
 * `POST /auth/refresh` (the legacy path), sign-out at `POST /auth/logout`, retries.
 */
export function createLegacyClient(
  options?: CreateClientOptions & { session?: SessionOptions },
): LegacyApiClient<ClientSession>;
/** Creates a legacy client; its session is null when `session` is false. */
export function createLegacyClient(options?: CreateClientOptions): LegacyApiClient;
export function createLegacyClient(options: CreateClientOptions = {}): LegacyApiClient {
  return createGenerationClient<paths>(options, '');
}
