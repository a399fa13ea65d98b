/**
 * Query keys of the business area (memberships, invitations, link requests). A mutation refreshes what it
 * changed with a prefix: `businessKeys.all` for everything, `businessKeys.members(id)` for one business.
 */
export const businessKeys = {
  all: ['business'] as const,
  lists: () => [...businessKeys.all, 'list'] as const,
  invitations: () => [...businessKeys.all, 'invitations'] as const,
  detail: (id: string) => [...businessKeys.all, 'detail', id] as const,
  members: (id: string) => [...businessKeys.detail(id), 'members'] as const,
  linkRequests: (id: string) => [...businessKeys.detail(id), 'link-requests'] as const,
};
