// '@robomarket/api-client/react': the React bindings, kept apart so non-React users pay nothing.
// Listed by hand; test/exports.test.ts snapshots this list too.

export type { ApiClientProviderProps } from './api-client-context';
export { ApiClientProvider, useApiClient } from './api-client-context';
export type { QueryHooks } from './query-hooks';
export { createQueryHooks, useQueryHooks } from './query-hooks';
export type {
  JoinWaitlistData,
  JoinWaitlistVariables,
  UseJoinWaitlistOptions,
} from './use-join-waitlist';
export { useJoinWaitlist } from './use-join-waitlist';
