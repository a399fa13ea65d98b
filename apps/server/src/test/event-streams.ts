import { type IncomingHttpHeaders, request } from 'node:http';

/** One Server-Sent Event as a stream received it. */
export interface ReceivedEvent {
  event: string;
  data: unknown;
}

/** An open (or refused) event stream read over real HTTP, as a browser's `EventSource` would. */
export interface OpenStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every event so far, in order. */
  events: ReceivedEvent[];
  /** Comment lines so far (`connected`, `ping`). */
  comments: string[];
  /** The body of a refused stream (an error answer), once it ended. */
  body(): string;
  /** Resolves with the first event (already received or later) that `match` accepts; rejects after `ms`. */
  waitFor(match: (event: ReceivedEvent) => boolean, ms?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream; rejects after `ms`. */
  ended(ms?: number): Promise<void>;
  /** Hangs up. */
  close(): void;
}

/** Opens `url` (GET) with `headers`; resolves once the status and headers arrived. */
export function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const events: ReceivedEvent[] = [];
      const comments: string[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let raw = '';
      let done = false;
      const notify = () => {
        for (const waiter of [...waiters]) waiter();
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let name = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) name = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length > 0) events.push({ event: name, data: JSON.parse(data.join('\n')) });
          end = buffer.indexOf('\n\n');
        }
        notify();
      });
      const finish = () => {
        done = true;
        notify();
      };
      res.on('end', finish);
      res.on('close', finish);
      res.on('error', finish);
      const until = <T>(check: () => T | undefined, ms: number, what: string) =>
        new Promise<T>((resolveWait, rejectWait) => {
          const attempt = () => {
            const found = check();
            if (found === undefined) return false;
            waiters.delete(attempt);
            clearTimeout(timer);
            resolveWait(found);
            return true;
          };
          const timer = setTimeout(() => {
            waiters.delete(attempt);
            rejectWait(
              new Error(`${what} did not happen within ${ms} ms; events: ${JSON.stringify(events)}`),
            );
          }, ms);
          if (!attempt()) waiters.add(attempt);
        });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        comments,
        body: () => raw,
        waitFor: (match, ms = 2000) => until(() => events.find(match), ms, 'the event'),
        ended: (ms = 2000) =>
          until(() => (done ? true : undefined), ms, 'the end of the stream').then(() => {}),
        close: () => {
          req.destroy();
          res.destroy();
        },
      });
    });
    req.on('error', reject);
    req.end();
  });
}
