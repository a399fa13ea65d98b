// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://api.robomarket.test/"}
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createClient,
  notificationEventsUrl,
  parseUnreadEvent,
  subscribeNotificationEvents,
} from '../src/index';
import { ApiClientProvider, notificationKeys, useUnreadNotificationCount } from '../src/react/index';
import { fakeEventSources } from './support/fake-event-source';
import { BASE_URL, mockOperation, server } from './support/server';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('parseUnreadEvent', () => {
  it('reads the count and refuses anything else', () => {
    expect(parseUnreadEvent('{"unread":3}')).toBe(3);
    expect(parseUnreadEvent('{"unread":0}')).toBe(0);
    for (const bad of ['{not json', 'null', '{"unread":-1}', '{"unread":1.5}', '{"unread":"2"}', '{}']) {
      expect(parseUnreadEvent(bad), bad).toBeNull();
    }
  });
});

describe('subscribeNotificationEvents', () => {
  it('tells each count, reconnects after a drop and stops for good on signed_out', async () => {
    vi.useFakeTimers();
    const fake = fakeEventSources();
    const onUnread = vi.fn();
    const onEnd = vi.fn();
    const onDisconnect = vi.fn();
    const stop = subscribeNotificationEvents(
      { onUnread, onEnd, onDisconnect },
      { baseUrl: 'https://api.example.test/', createEventSource: fake.create, random: () => 0 },
    );
    expect(fake.latest().url).toBe('https://api.example.test/v2/notifications/events');
    expect(fake.latest().withCredentials).toBe(true);
    fake.latest().open();
    fake.latest().emit('unread', { unread: 2 });
    fake.latest().emit('unread', 'not json');
    fake.latest().fail();
    expect(onDisconnect).toHaveBeenCalledWith(500);
    await vi.advanceTimersByTimeAsync(500);
    expect(fake.sources).toHaveLength(2);
    fake.latest().emit('unread', { unread: 3 });
    expect(onUnread.mock.calls).toEqual([[2], [3]]);
    fake.latest().emit('end', { code: 'signed_out', message: 'The session has ended; sign in again' });
    expect(onEnd).toHaveBeenCalledWith({
      code: 'signed_out',
      message: 'The session has ended; sign in again',
    });
    expect(fake.latest().closed).toBe(true);
    fake.latest().emit('unread', { unread: 9 });
    expect(onUnread).toHaveBeenCalledTimes(2);
    stop();
  });

  it('refreshes and reconnects on token_expired', async () => {
    const refresh = vi.fn(async () => {});
    const again = fakeEventSources();
    const stop = subscribeNotificationEvents(
      {},
      { createEventSource: again.create, refresh, initialRetryMs: 1 },
    );
    again.latest().emit('end', { code: 'token_expired', message: 'expired' });
    await waitFor(() => expect(again.sources).toHaveLength(2));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(notificationEventsUrl()).toBe('/v2/notifications/events');
    stop();
  });
});

describe('useUnreadNotificationCount', () => {
  function setup() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const fake = fakeEventSources();
    const apiClient = createClient({ baseUrl: BASE_URL, session: false, retryDelayMs: 0 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={apiClient}>{children}</ApiClientProvider>
      </QueryClientProvider>
    );
    return { queryClient, fake, wrapper };
  }

  it('writes each streamed count into the cache, and polls only while the stream is not open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    server.use(
      mockOperation('get', '/v2/notifications/unread-count', () => {
        asked += 1;
        return HttpResponse.json({ unread: 1 });
      }),
    );
    const { queryClient, fake, wrapper } = setup();
    const { result } = renderHook(() => useUnreadNotificationCount({ createEventSource: fake.create }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data).toEqual({ unread: 1 }));
    act(() => {
      fake.latest().open();
      fake.latest().emit('unread', { unread: 4 });
    });
    expect(result.current.data).toEqual({ unread: 4 });
    expect(queryClient.getQueryData(notificationKeys.unread())).toEqual({ unread: 4 });
    const before = asked;
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(asked).toBe(before);
    // Dropped: the count is polled again every 30 seconds until the stream is back.
    act(() => fake.latest().fail());
    fake.sources.at(-1)?.close();
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await waitFor(() => expect(asked).toBeGreaterThan(before));
  });
});
