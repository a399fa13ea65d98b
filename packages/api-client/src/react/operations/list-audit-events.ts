import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listAuditEvents } from '../../operations/list-audit-events';
import { useApiClient } from '../api-client-context';
import { type AuditEventFilters, businessKeys } from './query-keys';

/** Events per page of the audit log. */
export const AUDIT_EVENTS_PAGE_SIZE = 50;

/** Business `id`'s audit log as pages, newest first; each further page starts at `next_cursor`. */
export function listAuditEventsQueryOptions(client: ApiClient, id: string, filters: AuditEventFilters) {
  return infiniteQueryOptions({
    queryKey: businessKeys.auditEvents(id, filters),
    queryFn: ({ pageParam, signal }) =>
      listAuditEvents(
        client,
        id,
        pageParam === undefined
          ? { ...filters, limit: AUDIT_EVENTS_PAGE_SIZE }
          : { ...filters, limit: AUDIT_EVENTS_PAGE_SIZE, cursor: pageParam },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** The audit log of business `id` with `filters`; its ADMINs only. */
export function useListAuditEvents(
  id: string,
  filters: AuditEventFilters = {},
  options: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({ ...listAuditEventsQueryOptions(useApiClient(), id, filters), ...options });
}
