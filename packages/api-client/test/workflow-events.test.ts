import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type components,
  parseWorkflowEvent,
  reconnectDelay,
  type SubscribeWorkflowEventsOptions,
  subscribeWorkflowEvents,
  type WorkflowEventHandlers,
  workflowEventsUrl,
} from '../src/index';
import { fakeEventSources } from './support/fake-event-source';

type Schemas = components['schemas'];

const workflowId = '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const message: Schemas['Message'] = {
  id: '11111111-1111-4111-8111-111111111111',
  workflowId,
  senderId: '22222222-2222-4222-8222-222222222222',
  senderName: 'Ada Buyer',
  sellerId: '33333333-3333-4333-8333-333333333333',
  body: '<b>Hello</b>',
  createdAt: '2026-03-01T10:00:00Z',
};
const typing: Schemas['TypingEvent'] = {
  workflowId,
  userId: '22222222-2222-4222-8222-222222222222',
  userName: 'Ada Buyer',
  sellerId: null,
  isTyping: true,
};
const status: Schemas['WorkflowStatusEvent'] = {
  workflowId,
  status: 'PRICE_AGREED',
  stage: 'NEGOTIATION',
  updatedAt: '2026-03-01T10:05:00Z',
};

describe('parseWorkflowEvent', () => {
  it('types each of the contract’s events by its name', () => {
    expect(parseWorkflowEvent('message', JSON.stringify(message))).toEqual({
      event: 'message',
      data: message,
    });
    expect(parseWorkflowEvent('typing', JSON.stringify(typing))).toEqual({ event: 'typing', data: typing });
    expect(parseWorkflowEvent('status', JSON.stringify(status))).toEqual({ event: 'status', data: status });
  });

  it('returns null for unknown names, bad JSON and data of the wrong shape, without throwing', () => {
    expect(parseWorkflowEvent('presence', JSON.stringify(message))).toBeNull();
    expect(parseWorkflowEvent('message', '{not json')).toBeNull();
    expect(parseWorkflowEvent('message', JSON.stringify({ ...message, body: 42 }))).toBeNull();
    expect(parseWorkflowEvent('typing', JSON.stringify({ ...typing, isTyping: 'yes' }))).toBeNull();
    expect(parseWorkflowEvent('status', 'null')).toBeNull();
    expect(parseWorkflowEvent('proposal', JSON.stringify(message))).toBeNull();
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s, half of it jitter', () => {
    const low = (attempt: number) => reconnectDelay(attempt, { random: () => 0 });
    const high = (attempt: number) => reconnectDelay(attempt, { random: () => 0.999999 });
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(low)).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000, 15000]);
    expect([0, 1, 2, 5, 20].map(high)).toEqual([1000, 2000, 4000, 30000, 30000]);
  });
});

describe('subscribeWorkflowEvents', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the workflow’s stream and hands each parsed event to its handler', () => {
    const fake = fakeEventSources();
    const onMessage = vi.fn();
    const onTyping = vi.fn();
    const onStatus = vi.fn();
    const onEvent = vi.fn();
    const stop = subscribeWorkflowEvents(
      workflowId,
      { onMessage, onTyping, onStatus, onEvent },
      { baseUrl: 'https://api.robomarket.test/', createEventSource: fake.create },
    );
    const source = fake.latest();
    expect(source.url).toBe(`https://api.robomarket.test/v2/workflows/${workflowId}/events`);
    expect(source.withCredentials).toBe(true);
    source.open();
    source.emit('message', message);
    source.emit('typing', typing);
    source.emit('status', status);
    source.emit('presence', { who: 'nobody' });
    source.emit('message', 'not json');
    source.emit('message', { ...message, workflowId: '99999999-9999-4999-8999-999999999999' });
    expect(onMessage).toHaveBeenCalledExactlyOnceWith(message);
    expect(onTyping).toHaveBeenCalledExactlyOnceWith(typing);
    expect(onStatus).toHaveBeenCalledExactlyOnceWith(status);
    expect(onEvent).toHaveBeenCalledTimes(3);
    stop();
  });

  it('sends no credentials to its own origin', () => {
    const fake = fakeEventSources();
    const stop = subscribeWorkflowEvents(workflowId, {}, { createEventSource: fake.create });
    expect(fake.latest().url).toBe(`/v2/workflows/${workflowId}/events`);
    expect(fake.latest().withCredentials).toBe(false);
    stop();
    expect(workflowEventsUrl('a b', 'https://x.test')).toBe('https://x.test/v2/workflows/a%20b/events');
  });

  it('reconnects after 1, 2, 4 s with jitter, tells the caller to reload, and starts again after a healthy connection', () => {
    const fake = fakeEventSources();
    const onReconnect = vi.fn();
    const onDisconnect = vi.fn();
    const stop = subscribeWorkflowEvents(
      workflowId,
      { onReconnect, onDisconnect },
      { createEventSource: fake.create, random: () => 0.999999 },
    );
    fake.latest().open();
    expect(onReconnect).not.toHaveBeenCalled();

    fake.latest().fail();
    expect(fake.sources[0]?.closed).toBe(true);
    expect(onDisconnect).toHaveBeenLastCalledWith(1000);
    vi.advanceTimersByTime(999);
    expect(fake.sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(fake.sources).toHaveLength(2);

    fake.latest().fail();
    expect(onDisconnect).toHaveBeenLastCalledWith(2000);
    vi.advanceTimersByTime(2000);
    fake.latest().fail();
    expect(onDisconnect).toHaveBeenLastCalledWith(4000);
    vi.advanceTimersByTime(4000);
    expect(fake.sources).toHaveLength(4);

    fake.latest().open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    // Dropped before it was healthy: the back-off goes on.
    fake.latest().fail();
    expect(onDisconnect).toHaveBeenLastCalledWith(8000);
    vi.advanceTimersByTime(8000);
    fake.latest().open();
    vi.advanceTimersByTime(5000);
    fake.latest().fail();
    expect(onDisconnect).toHaveBeenLastCalledWith(1000);
    stop();
  });

  it('unsubscribing closes the stream, cancels the pending reconnect and leaves no timer', () => {
    const fake = fakeEventSources();
    const onMessage = vi.fn();
    const stop = subscribeWorkflowEvents(workflowId, { onMessage }, { createEventSource: fake.create });
    fake.latest().open();
    fake.latest().fail();
    expect(vi.getTimerCount()).toBe(1);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(fake.sources).toHaveLength(1);

    const again = subscribeWorkflowEvents(workflowId, { onMessage }, { createEventSource: fake.create });
    const source = fake.latest();
    source.open();
    again();
    again();
    expect(source.closed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    source.emit('message', message);
    expect(onMessage).not.toHaveBeenCalled();
  });

  /** An open subscription on fake connections, with `onEnd` and a `refresh` that succeeds. */
  const subscribeUntilEnd = (more: WorkflowEventHandlers, options: SubscribeWorkflowEventsOptions = {}) => {
    const fake = fakeEventSources();
    const onEnd = vi.fn();
    const refresh = vi.fn(() => Promise.resolve());
    const stop = subscribeWorkflowEvents(
      workflowId,
      { onEnd, ...more },
      { createEventSource: fake.create, refresh, ...options },
    );
    fake.latest().open();
    return { fake, onEnd, refresh, stop };
  };

  it('on token_expired refreshes, then reconnects and tells the caller to reload', async () => {
    const onReconnect = vi.fn();
    const { fake, onEnd, refresh, stop } = subscribeUntilEnd({ onReconnect }, { random: () => 0 });
    vi.advanceTimersByTime(5000);
    fake.latest().emit('end', { code: 'token_expired', message: 'The access token has expired' });
    expect(fake.sources[0]?.closed).toBe(true);
    expect(refresh).toHaveBeenCalledOnce();
    // The browser's own reconnect after the server closed is ignored: the source is closed.
    fake.sources[0]?.fail();
    await vi.advanceTimersByTimeAsync(500);
    expect(fake.sources).toHaveLength(2);
    fake.latest().open();
    expect(onReconnect).toHaveBeenCalledOnce();
    expect(onEnd).not.toHaveBeenCalled();
    stop();
  });

  it.each([
    ['signed_out', 'The session has ended; sign in again'],
    ['access_revoked', 'You no longer have access to this workflow'],
  ] as const)('on %s stops for good and reports why', (code, text) => {
    const onMessage = vi.fn();
    const { fake, onEnd, refresh, stop } = subscribeUntilEnd({ onMessage });
    const source = fake.latest();
    source.emit('end', { code, message: text });
    expect(onEnd).toHaveBeenCalledExactlyOnceWith({ code, message: text });
    expect(source.closed).toBe(true);
    expect(refresh).not.toHaveBeenCalled();
    source.emit('message', message);
    source.fail();
    vi.advanceTimersByTime(60_000);
    expect(fake.sources).toHaveLength(1);
    expect(onMessage).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it('stops and reports token_expired when the refresh fails, or when there is none to call', async () => {
    const fake = fakeEventSources();
    const onEnd = vi.fn();
    const end = { code: 'token_expired', message: 'The access token has expired' } as const;
    subscribeWorkflowEvents(
      workflowId,
      { onEnd },
      { createEventSource: fake.create, refresh: () => Promise.reject(new Error('signed out')) },
    );
    fake.latest().open();
    fake.latest().emit('end', end);
    await vi.advanceTimersByTimeAsync(0);
    expect(onEnd).toHaveBeenCalledExactlyOnceWith(end);

    subscribeWorkflowEvents(workflowId, { onEnd }, { createEventSource: fake.create });
    fake.latest().emit('end', end);
    expect(onEnd).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    expect(fake.sources).toHaveLength(2);
  });

  it('ignores an end event of an unknown code', () => {
    expect(parseWorkflowEvent('end', JSON.stringify({ code: 'bored', message: 'x' }))).toBeNull();
    expect(parseWorkflowEvent('end', JSON.stringify({ code: 'signed_out', message: 'Bye' }))).toEqual({
      event: 'end',
      data: { code: 'signed_out', message: 'Bye' },
    });
  });

  it('says clearly when the platform has no EventSource', () => {
    vi.stubGlobal('EventSource', undefined);
    try {
      expect(() => subscribeWorkflowEvents(workflowId, {})).toThrow(/needs EventSource/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
