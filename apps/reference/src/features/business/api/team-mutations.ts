// The Team and Settings pages' changes, each the api-client's own hook with the refresh it needs.
import {
  businessKeys,
  useAddBusinessMember,
  useSignOutBusinessMember,
  useUpdateBusiness,
  useUpdateBusinessMember,
  useWithdrawBusinessInvitation,
} from '@robomarket/api-client/react';
import { useQueryClient } from '@tanstack/react-query';

/** Sends an invitation; the business's pending invitations and audit log refresh. */
export function useInviteAndRefresh() {
  const queryClient = useQueryClient();
  return useAddBusinessMember({
    onSettled: (_data, _error, body) =>
      queryClient.invalidateQueries({ queryKey: businessKeys.detail(body.business_id) }),
  });
}

/** Withdraws a pending invitation; the business's invitations and audit log refresh. */
export function useWithdrawInvitationAndRefresh() {
  const queryClient = useQueryClient();
  return useWithdrawBusinessInvitation({
    onSettled: (_data, _error, { id }) =>
      queryClient.invalidateQueries({ queryKey: businessKeys.detail(id) }),
  });
}

/** Changes a member's roles and limit; the business's members and audit log refresh. */
export function useUpdateMemberAndRefresh() {
  const queryClient = useQueryClient();
  return useUpdateBusinessMember({
    onSettled: (_data, _error, { id }) =>
      queryClient.invalidateQueries({ queryKey: businessKeys.detail(id) }),
  });
}

/** Signs a member out everywhere; the audit log refreshes. */
export function useSignOutMemberAndRefresh() {
  const queryClient = useQueryClient();
  return useSignOutBusinessMember({
    onSettled: (_data, _error, { id }) =>
      queryClient.invalidateQueries({ queryKey: businessKeys.detail(id) }),
  });
}

/** Saves the account details; the user's businesses and the audit log refresh. */
export function useUpdateBusinessAndRefresh() {
  const queryClient = useQueryClient();
  return useUpdateBusiness({
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: businessKeys.detail(id) }),
      ]),
  });
}
