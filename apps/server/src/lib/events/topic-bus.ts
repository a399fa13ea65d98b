import { schemaChannel } from '../../db/channel.ts';
import type { Db } from '../../db/db.ts';

/** One notification channel a bus listens to: its prefix (`schemaChannel`) and how a payload reads. */
export interface TopicChannel<Event> {
  prefix: string;
  /** The payload's topic and event, or undefined for anything the database would not send. */
  parse(payload: string): { topic: string; event: Event } | undefined;
}

/**
 * The process's live events of many topics (a workflow, a device): one LISTEN per channel and process
 * (PGlite's own session, or one dedicated PostgreSQL connection each), fanned out in memory to the
 * subscribers of each topic.
 */
export interface TopicBus<Event> {
  /**
   * Calls `listener` with every later event of `topic` until the returned function is called. Resolves
   * once the process listens, so nothing committed after it resolves is missed. `onClosed` is called if
   * the bus closes first (the server shutting down), so the subscriber can end its stream.
   */
  subscribe(topic: string, listener: (event: Event) => void, onClosed?: () => void): Promise<() => void>;
  /** How many subscriptions are open (tests check that closed streams free theirs). */
  readonly listenerCount: number;
  /** Stops listening and tells every open subscription (`onClosed`); later subscriptions fail. */
  close(): Promise<void>;
}

/** A bus over `channels` of `db`. It starts listening at the first subscription. */
export function createTopicBus<Event>(
  db: Db,
  channels: readonly TopicChannel<Event>[],
  onError: (error: Error) => void = () => {},
): TopicBus<Event> {
  const byTopic = new Map<string, Set<(event: Event) => void>>();
  const closers = new Set<() => void>();
  let count = 0;
  let closed = false;
  let started: Promise<(() => Promise<void>)[]> | undefined;

  const deliver = (channel: TopicChannel<Event>) => (payload: string) => {
    const parsed = channel.parse(payload);
    if (parsed === undefined) return;
    // A copy: a listener may unsubscribe (a stream closing) while its neighbours are called.
    for (const listener of [...(byTopic.get(parsed.topic) ?? [])]) {
      try {
        listener(parsed.event);
      } catch (error) {
        onError(error instanceof Error ? error : new Error(String(error)));
      }
    }
  };

  const start = () => {
    started ??= Promise.all(
      channels.map(async (channel) =>
        db.listen(await schemaChannel(db, channel.prefix), deliver(channel), { onError }),
      ),
    ).catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    return started;
  };

  return {
    async subscribe(topic, listener, onClosed) {
      if (closed) throw new Error('The event bus is closed');
      await start();
      if (closed) throw new Error('The event bus is closed');
      const listeners = byTopic.get(topic) ?? new Set();
      byTopic.set(topic, listeners);
      // A function of its own, so subscribing one listener twice still takes two slots.
      const slot = (event: Event) => listener(event);
      listeners.add(slot);
      count += 1;
      const closer = () => onClosed?.();
      closers.add(closer);
      let open = true;
      return () => {
        if (!open || closed) return;
        open = false;
        count -= 1;
        closers.delete(closer);
        listeners.delete(slot);
        if (listeners.size === 0 && byTopic.get(topic) === listeners) byTopic.delete(topic);
      };
    },
    get listenerCount() {
      return count;
    },
    async close() {
      closed = true;
      byTopic.clear();
      count = 0;
      for (const closer of closers) closer();
      closers.clear();
      const stops = await started?.catch(() => undefined);
      started = undefined;
      for (const stop of stops ?? []) await stop();
    },
  };
}
