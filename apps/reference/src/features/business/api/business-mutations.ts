// The business feature keeps only cache refreshes: each call is the api-client's own hook.
import {
  businessKeys,
  useAcceptInvitation,
  useAddBusinessMember,
  useApproveBusinessLinkRequest,
  useDeclineBusinessLinkRequest,
  useDeclineInvitation,
  useRemoveBusinessMember,
  useSetSubsidiaryBudget,
  useUpdateBusinessMember,
} from '@robomarket/api-client/react';
import { useQueryClient } from '@tanstack/react-query';

/** Accepts an invitation; the invitations and the user's businesses refresh before it settles. */
export function useAcceptInvitationAndRefresh() {
  const queryClient = useQueryClient();
  return useAcceptInvitation({
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessKeys.all }),
  });
}

/** Declines an invitation; the invitations refresh. */
export function useDeclineInvitationAndRefresh() {
  const queryClient = useQueryClient();
  return useDeclineInvitation({
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessKeys.invitations() }),
  });
}

/** Sends an invitation (nothing the inviter sees changes until it is accepted). */
export const useInviteMember = () => useAddBusinessMember();

/** Leaves a business or removes a member; the business's members and the user's businesses refresh. */
export function useRemoveMemberAndRefresh() {
  const queryClient = useQueryClient();
  return useRemoveBusinessMember({
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.members(id) }),
        queryClient.invalidateQueries({ queryKey: businessKeys.lists() }),
      ]),
  });
}

/** Changes a member's role; the business's members refresh. */
export function useChangeRoleAndRefresh() {
  const queryClient = useQueryClient();
  return useUpdateBusinessMember({
    onSettled: (_data, _error, { id }) =>
      queryClient.invalidateQueries({ queryKey: businessKeys.detail(id) }),
  });
}

/** Approves a subsidiary's request; the business's pending requests and its roll-up refresh. */
export function useApproveLinkAndRefresh() {
  const queryClient = useQueryClient();
  return useApproveBusinessLinkRequest({
    onSettled: (_data, _error, { id }) =>
      queryClient.invalidateQueries({ queryKey: businessKeys.detail(id) }),
  });
}

/** Declines a subsidiary's request; the business's pending requests refresh. */
export function useDeclineLinkAndRefresh() {
  const queryClient = useQueryClient();
  return useDeclineBusinessLinkRequest({
    onSettled: (_data, _error, { id }) =>
      queryClient.invalidateQueries({ queryKey: businessKeys.linkRequests(id) }),
  });
}

/** Sets (or removes) a subsidiary's budget; the parent's roll-up refreshes. */
export function useSetBudgetAndRefresh() {
  const queryClient = useQueryClient();
  return useSetSubsidiaryBudget({
    onSettled: (_data, _error, { id }) =>
      queryClient.invalidateQueries({ queryKey: businessKeys.detail(id) }),
  });
}
