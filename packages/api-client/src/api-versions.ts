// The API version setting (product-spec §3): v1 is the legacy generation (openapi.legacy.yaml, paths without
// a prefix, deprecated), v2 the current one (openapi.yaml, `/v2/…`). Both live at the API's base path `/`.

import { type ApiClient, type CreateClientOptions, createClient } from './client';
import { createLegacyClient, type LegacyApiClient } from './legacy/index';
import type { ClientSession } from './session';

/** What a version of the API offers. */
export interface ApiVersionSettings {
  /** Where the API lives, relative to the configured API root. */
  readonly basePath: '/';
  /** `POST …/typing` exists (the "is typing" indicator). */
  readonly supportsTypingStatus: boolean;
  /** Devices post metrics (`POST /iot-devices/{deviceId}/metrics` in v1, `POST /v2/iot/{id}/metrics` in v2). */
  readonly supportsIoTMetrics: boolean;
  /** Business metrics and payments (`GET /business.GetMetrics` in v1, `/v2/business/…` in v2). */
  readonly supportsBusinessManagement: boolean;
  /** The features added with v2 (teams, RFP awards, disputes, fleets, publishable keys, …). */
  readonly supportsNewFeatures: boolean;
  /** A deprecated version answers with `Deprecation`, `Sunset` and `Link` headers until its sunset. */
  readonly deprecated: boolean;
}

/** The API versions a client can be created for, with their feature flags. */
export const apiVersions = {
  v1: {
    basePath: '/',
    supportsTypingStatus: true,
    supportsIoTMetrics: true,
    supportsBusinessManagement: true,
    supportsNewFeatures: false,
    deprecated: true,
  },
  v2: {
    basePath: '/',
    supportsTypingStatus: true,
    supportsIoTMetrics: true,
    supportsBusinessManagement: true,
    supportsNewFeatures: true,
    deprecated: false,
  },
} as const satisfies Record<string, ApiVersionSettings>;

/** An API version's name. */
export type ApiVersion = keyof typeof apiVersions;

/** The version a client uses when none is chosen. */
export const defaultApiVersion: ApiVersion = 'v2';

/** Tells whether a value (a setting read from storage or a URL) names an API version. */
export function isApiVersion(value: unknown): value is ApiVersion {
  return typeof value === 'string' && Object.hasOwn(apiVersions, value);
}

/** Options of {@link createVersionedClient}: the client's options and the version. */
export interface CreateVersionedClientOptions extends CreateClientOptions {
  /** The API version; {@link defaultApiVersion} when omitted. */
  apiVersion?: ApiVersion;
}

/** A client for one API version, with that version's feature flags. */
export type VersionedClient =
  | {
      readonly apiVersion: 'v1';
      readonly features: (typeof apiVersions)['v1'];
      readonly client: LegacyApiClient<ClientSession | null>;
    }
  | {
      readonly apiVersion: 'v2';
      readonly features: (typeof apiVersions)['v2'];
      readonly client: ApiClient<ClientSession | null>;
    };

/**
 * Creates the client of the chosen API version: the legacy client (`@robomarket/api-client/legacy`) for v1,
 * the v2 client for v2 (the default). Narrow on `apiVersion` to get the typed paths of that generation.
 */
export function createVersionedClient(options: CreateVersionedClientOptions = {}): VersionedClient {
  const { apiVersion = defaultApiVersion, ...clientOptions } = options;
  if (apiVersion === 'v1') {
    return { apiVersion, features: apiVersions.v1, client: createLegacyClient(clientOptions) };
  }
  return { apiVersion, features: apiVersions.v2, client: createClient(clientOptions) };
}
