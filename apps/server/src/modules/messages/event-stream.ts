// One Server-Sent Events response, as every live stream of the server sends it: the open-stream limit per
// user (429 past it), the `: connected` comment, a `: ping` every `streamPingMs`, an access check before
// every frame (ending with `event: end` and the reason when it fails), a bound on what a slow reader may
// leave unread, and the bus subscription dropped the moment either side closes.
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error.ts';
import type { OperationContext } from '../../plugins/openapi/operation.ts';

/** Why the server ends a stream: the `code` of its last event, `end` (the contract's `StreamEnd`). */
export type StreamEndCode = 'token_expired' | 'signed_out' | 'access_revoked';

const endMessages: Record<StreamEndCode, string> = {
  token_expired: 'The access token has expired; refresh it and reconnect',
  signed_out: 'The session has ended; sign in again',
  access_revoked: 'You no longer have access to this workflow',
};

/** The `end` event, the last a stream sends when the server ends it. */
const endFrame = (code: StreamEndCode) =>
  `event: end\ndata: ${JSON.stringify({ code, message: endMessages[code] })}\n\n`;

/** Queues one frame: `next` runs after the access check passes; `undefined` sends nothing. */
export type SendFrame = (next: () => Promise<string | undefined>) => void;

export interface EventStreamOptions {
  request: FastifyRequest;
  reply: FastifyReply;
  context: OperationContext;
  /** Whose stream it is (the open-stream limit counts per user). */
  userId: string;
  /** A client that leaves more than this unread loses its stream (it reconnects and reloads). */
  maxBufferedBytes: number;
  /** Why the stream must end now, or undefined while its reader may go on reading. */
  recheck: () => Promise<StreamEndCode | undefined>;
  /** Subscribes to what the stream sends; resolves the unsubscribe. `close` ends the stream. */
  subscribe: (send: SendFrame, close: () => void) => Promise<() => void>;
  /** Sends the first frames once subscribed (e.g. the current count). */
  onOpen?: (send: SendFrame) => void;
  /** Frames to send with each `: ping`, after its access check (e.g. a state that changes with time alone). */
  onPing?: () => string | undefined;
  /** The log line when a frame fails. */
  failure: string;
}

/** Opens the stream and answers with it; frames and pings go out in the order they arrived. */
export async function serveEventStream(options: EventStreamOptions): Promise<FastifyReply> {
  const { request, reply, context } = options;
  const { streamPingMs, streams } = context.services.messages;
  const release = streams.take(options.userId);
  if (release === undefined) {
    throw new ApiError(429, 'rate_limited', 'Too many open event streams; close one or try again later', {
      headers: { 'retry-after': String(Math.max(1, Math.ceil(streamPingMs / 1000))) },
    });
  }

  const stream = new PassThrough();
  let closed = false;
  let unsubscribe = () => {};
  let ping: NodeJS.Timeout | undefined;
  let queue: Promise<void> = Promise.resolve();

  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(ping);
    unsubscribe();
    release();
    stream.end();
  };
  const write = (chunk: string) => {
    if (closed) return;
    if (stream.writableLength > options.maxBufferedBytes) return close();
    stream.write(chunk);
  };
  const send: SendFrame = (next) => {
    queue = queue
      .then(async () => {
        if (closed) return;
        const ended = await options.recheck();
        if (closed) return;
        if (ended !== undefined) {
          write(endFrame(ended));
          return close();
        }
        const frame = await next();
        if (frame !== undefined) write(frame);
      })
      .catch((error: unknown) => request.log.error({ err: error }, options.failure));
  };

  try {
    unsubscribe = await options.subscribe(send, close);
  } catch (error) {
    release();
    throw error;
  }
  ping = setInterval(() => send(async () => `${options.onPing?.() ?? ''}: ping\n\n`), streamPingMs);
  ping.unref();
  stream.on('close', close);
  reply.raw.on('close', close);
  // A comment first, so the headers leave at once and the client knows it is connected.
  stream.write(': connected\n\n');
  options.onOpen?.(send);

  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('x-accel-buffering', 'no')
    .send(stream);
}
