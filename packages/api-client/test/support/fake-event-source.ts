// A stand-in for the platform's EventSource: the test opens, feeds and drops each connection by hand.
import type { CreateEventSource, EventSourceLike } from '../../src/subscribe-workflow-events';

export class FakeEventSource implements EventSourceLike {
  readonly listeners = new Map<string, Array<(event: Event) => void>>();
  closed = false;

  constructor(
    readonly url: string,
    readonly withCredentials: boolean,
  ) {}

  addEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  /** The connection opened. */
  open(): void {
    this.fire('open', new Event('open'));
  }

  /** The connection failed or dropped. */
  fail(): void {
    this.fire('error', new Event('error'));
  }

  /** A named event with `data` (JSON of a value, or raw text). */
  emit(name: string, data: unknown): void {
    this.fire(name, new MessageEvent(name, { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }

  private fire(type: string, event: Event): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** A factory that records every connection it opens. */
export function fakeEventSources() {
  const sources: FakeEventSource[] = [];
  const create: CreateEventSource = (url, { withCredentials }) => {
    const source = new FakeEventSource(url, withCredentials);
    sources.push(source);
    return source;
  };
  return {
    sources,
    create,
    /** The newest connection. */
    latest(): FakeEventSource {
      const source = sources.at(-1);
      if (!source) throw new Error('no connection was opened');
      return source;
    },
  };
}
