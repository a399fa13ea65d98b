// '@robomarket/api-client/react': the React bindings, kept apart so non-React users pay nothing.
// Listed by hand; test/exports.test.ts snapshots this list too.

export type { ApiClientProviderProps } from './api-client-context';
export { ApiClientProvider, useApiClient } from './api-client-context';
// One file per operation that React uses (react/operations/<kebab-operation-id>.ts): query options and
// hook, or mutation hook, over the operation's fetcher. Query keys per area live in one module.
export type { UseAcceptInvitationOptions } from './operations/accept-invitation';
export { useAcceptInvitation } from './operations/accept-invitation';
export type { UseAddBusinessMemberOptions } from './operations/add-business-member';
export { useAddBusinessMember } from './operations/add-business-member';
export type {
  ApproveBusinessLinkRequestVariables,
  UseApproveBusinessLinkRequestOptions,
} from './operations/approve-business-link-request';
export { useApproveBusinessLinkRequest } from './operations/approve-business-link-request';
export type { UseCreateProductOptions } from './operations/create-product';
export { useCreateProduct } from './operations/create-product';
export type {
  DeclineBusinessLinkRequestVariables,
  UseDeclineBusinessLinkRequestOptions,
} from './operations/decline-business-link-request';
export { useDeclineBusinessLinkRequest } from './operations/decline-business-link-request';
export type { UseDeclineInvitationOptions } from './operations/decline-invitation';
export { useDeclineInvitation } from './operations/decline-invitation';
export type { UseDeleteProductOptions } from './operations/delete-product';
export { useDeleteProduct } from './operations/delete-product';
export { getProductQueryOptions, useGetProduct } from './operations/get-product';
export type {
  JoinWaitlistVariables,
  UseJoinWaitlistOptions,
} from './operations/join-waitlist';
export { useJoinWaitlist } from './operations/join-waitlist';
export {
  listBusinessLinkRequestsQueryOptions,
  useListBusinessLinkRequests,
} from './operations/list-business-link-requests';
export { listBusinessMembersQueryOptions, useListBusinessMembers } from './operations/list-business-members';
export { listBusinessesQueryOptions, useListBusinesses } from './operations/list-businesses';
export { listMyInvitationsQueryOptions, useListMyInvitations } from './operations/list-my-invitations';
export { listProductsQueryOptions, useListProducts } from './operations/list-products';
export type { ProductFilters } from './operations/query-keys';
export { businessKeys, productKeys } from './operations/query-keys';
export type {
  RemoveBusinessMemberVariables,
  UseRemoveBusinessMemberOptions,
} from './operations/remove-business-member';
export { useRemoveBusinessMember } from './operations/remove-business-member';
export type { OperationMutationOptions } from './operations/types';
export type {
  UpdateBusinessMemberVariables,
  UseUpdateBusinessMemberOptions,
} from './operations/update-business-member';
export { useUpdateBusinessMember } from './operations/update-business-member';
export type { UpdateProductVariables, UseUpdateProductOptions } from './operations/update-product';
export { useUpdateProduct } from './operations/update-product';
export type { QueryHooks } from './query-hooks';
export { createQueryHooks, useQueryHooks } from './query-hooks';
