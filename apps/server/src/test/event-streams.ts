import { type IncomingHttpHeaders, request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

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

/**
 * Resolves with the data of the stream's `end` event, once the server has also closed the stream; rejects
 * after `ms` (a test waits for the end, never for time).
 */
export async function endOf(stream: OpenStream, ms = 2000): Promise<unknown> {
  const end = await stream.waitFor((event) => event.event === 'end', ms);
  await stream.ended(ms);
  return end.data;
}

/** Workflow event streams of one test app, opened over real HTTP. */
export interface WorkflowStreams {
  /** Opens `workflowId`'s event stream with the session's access token (bearer). */
  watch(session: { access_token: string }, workflowId: string): Promise<OpenStream>;
}

/**
 * Makes the app (built by `useTestApp`, which must be called first) listen on a free port in `beforeAll`,
 * and hangs up every stream `watch` opened in `afterAll`.
 */
export function useWorkflowStreams(testApp: { readonly app: FastifyInstance }): WorkflowStreams {
  let base: string | undefined;
  const opened: OpenStream[] = [];
  beforeAll(async () => {
    base = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => {
    for (const stream of opened) stream.close();
  });
  return {
    async watch(session, workflowId) {
      if (base === undefined) throw new Error('The app listens in beforeAll: watch in hooks and tests');
      const stream = await openStream(`${base}/v2/workflows/${workflowId}/events`, {
        authorization: `Bearer ${session.access_token}`,
      });
      opened.push(stream);
      return stream;
    },
  };
}
