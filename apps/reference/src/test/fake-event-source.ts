// The browser's EventSource for tests of live pages: each stream the page opens is recorded, and the test
// opens it and sends events by hand. Install with `vi.stubGlobal('EventSource', FakeEventSource)`.
// The header's bell opens its own stream on every signed-in page; it is kept apart (`bell`), so that
// `opened` and `latest()` are the page's streams.
const bellPath = '/v2/notifications/events';

export class FakeEventSource {
  static readonly opened: FakeEventSource[] = [];
  static readonly bell: FakeEventSource[] = [];
  readonly listeners = new Map<string, Array<(event: Event) => void>>();
  closed = false;

  constructor(
    readonly url: string,
    readonly init?: { withCredentials?: boolean },
  ) {
    const bell = new URL(url, 'http://localhost').pathname.endsWith(bellPath);
    (bell ? FakeEventSource.bell : FakeEventSource.opened).push(this);
  }

  addEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  /** The connection is up. */
  open(): void {
    for (const listener of this.listeners.get('open') ?? []) listener(new Event('open'));
  }

  /** The server sends event `name` with `data` as JSON. */
  emit(name: string, data: unknown): void {
    const event = new MessageEvent(name, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(name) ?? []) listener(event);
  }

  /** The newest stream opened. */
  static latest(): FakeEventSource {
    const source = FakeEventSource.opened.at(-1);
    if (!source) throw new Error('the page opened no event stream');
    return source;
  }

  /** Forgets the streams of earlier tests. */
  static reset(): void {
    FakeEventSource.opened.length = 0;
    FakeEventSource.bell.length = 0;
  }
}
