import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's request logging with one line per request instead of two. Fastify logs "incoming request" when
 * a request arrives and "request completed" when its answer is sent; each line costs its serialisation, its
 * redaction (`log-redaction.ts`) and a write, on every request. Here the arrival is logged at `debug` only
 * (pino skips it at the default `info` without building anything), and the completion line carries the
 * request too: `reqId`, `req` (method, url, host, remote address, as Fastify's serializer writes them),
 * `res.statusCode` and `responseTime`. A request that never completes (the client went away mid-answer)
 * leaves no line at `info`; `LOG_LEVEL=debug` shows its arrival.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
