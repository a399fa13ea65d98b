import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getUnreadNotificationCount } from '../../operations/get-unread-notification-count';
import { subscribeNotificationEvents } from '../../subscribe-notification-events';
import type { CreateEventSource } from '../../subscribe-workflow-events';
import { useApiClient } from '../api-client-context';
import { notificationKeys } from './query-keys';

/** How often the bell asks for the unread count while its live stream is not open (and on focus). */
export const unreadCountRefreshMs = 30_000;

/** Options of {@link useUnreadNotificationCount}. */
export interface UseUnreadNotificationCountOptions {
  /** False asks nothing and keeps the stream closed (default true). */
  enabled?: boolean;
  /** Opens the stream; by default the platform's EventSource. Where there is none, the count is only polled. */
  createEventSource?: CreateEventSource;
}

/**
 * The caller's unread count, kept live by `GET /v2/notifications/events` (each `unread` event is written
 * into the query's cache). While that stream is not open (connecting, dropped, ended, no EventSource), the
 * count is asked again every 30 seconds and when the window regains focus.
 */
export function useUnreadNotificationCount(options: UseUnreadNotificationCountOptions = {}) {
  const { enabled = true, createEventSource } = options;
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    const open =
      createEventSource ??
      (typeof EventSource === 'undefined'
        ? undefined
        : (((url, init) => new EventSource(url, init)) satisfies CreateEventSource));
    if (!enabled || !open) return;
    const session = client.session;
    const unsubscribe = subscribeNotificationEvents(
      {
        onUnread: (unread) => {
          queryClient.setQueryData(notificationKeys.unread(), { unread });
          setLive(true);
        },
        onDisconnect: () => setLive(false),
        onEnd: () => setLive(false),
      },
      {
        baseUrl: client.baseUrl,
        createEventSource: open,
        // The session's refresh also renews the `auth-token` cookie the stream sends.
        refresh: session ? () => session.refresh() : undefined,
      },
    );
    return () => {
      unsubscribe();
      setLive(false);
    };
  }, [client, queryClient, enabled, createEventSource]);

  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getUnreadNotificationCount(client, signal),
    refetchInterval: live ? false : unreadCountRefreshMs,
    refetchOnWindowFocus: !live,
    enabled,
  });
}
