// '@robomarket/api-client/react': the React bindings, kept apart so non-React users pay nothing.
// Listed by hand; test/exports.test.ts snapshots this list too.

export type { ApiClientProviderProps } from './api-client-context';
export { ApiClientProvider, useApiClient } from './api-client-context';
// One file per operation that React uses (react/operations/<kebab-operation-id>.ts): query options and
// hook, or mutation hook, over the operation's fetcher. Query keys per area live in one module.
export type { UseCreateProductOptions } from './operations/create-product';
export { useCreateProduct } from './operations/create-product';
export type { UseDeleteProductOptions } from './operations/delete-product';
export { useDeleteProduct } from './operations/delete-product';
export { getProductQueryOptions, useGetProduct } from './operations/get-product';
export type {
  JoinWaitlistVariables,
  UseJoinWaitlistOptions,
} from './operations/join-waitlist';
export { useJoinWaitlist } from './operations/join-waitlist';
export { listProductsQueryOptions, useListProducts } from './operations/list-products';
export type { ProductFilters } from './operations/query-keys';
export { productKeys } from './operations/query-keys';
export type { OperationMutationOptions } from './operations/types';
export type { UpdateProductVariables, UseUpdateProductOptions } from './operations/update-product';
export { useUpdateProduct } from './operations/update-product';
export type { QueryHooks } from './query-hooks';
export { createQueryHooks, useQueryHooks } from './query-hooks';
