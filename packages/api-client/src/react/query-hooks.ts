import createQueryClient, { type OpenapiQueryClient } from 'openapi-react-query';
import type { ApiClient } from '../client';
import { ApiError } from '../errors';
import type { paths } from '../schema.gen';
import { useApiClient } from './api-client-context';

/** openapi-react-query's `$api` (useQuery, useSuspenseQuery, useInfiniteQuery, useMutation, queryOptions) over `paths`. */
export type QueryHooks = OpenapiQueryClient<paths>;

const METHODS = ['request', 'GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

type AnyMethod = (...args: unknown[]) => Promise<{ error?: unknown; response: Response }>;

const hooksByClient = new WeakMap<ApiClient, QueryHooks>();

/**
 * Builds the `$api` hooks over a client. Every failed call rejects with an {@link ApiError} (status
 * included), so hook `error` values are ApiErrors at run time, whatever the contract's error type says;
 * an error answer without a body fails too, instead of passing for an empty success.
 * The result is cached per client, so calling this during render is cheap.
 */
export function createQueryHooks(client: ApiClient): QueryHooks {
  let hooks = hooksByClient.get(client);
  if (!hooks) {
    hooks = createQueryClient(throwOnErrorAnswers(client));
    hooksByClient.set(client, hooks);
  }
  return hooks;
}

/** The `$api` hooks of the client from the nearest `ApiClientProvider`. */
export function useQueryHooks(): QueryHooks {
  return createQueryHooks(useApiClient());
}

function throwOnErrorAnswers(client: ApiClient): ApiClient {
  const view: Record<string, unknown> = { ...client };
  for (const name of METHODS) {
    const method = client[name] as unknown as AnyMethod;
    view[name] = async (...args: unknown[]) => {
      const result = await method(...args);
      if (!result.response.ok) throw ApiError.fromResponse(result.response.status, result.error);
      return result;
    };
  }
  return view as unknown as ApiClient;
}
