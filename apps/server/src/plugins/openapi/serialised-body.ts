import type { FastifyReply } from 'fastify';
import type { OperationId } from './operation.ts';

/**
 * A success body of operation `K` already written as JSON text (the product list writes it from its columns'
 * texts), sent as it is instead of through the serialiser. Whoever writes one tests it against what the
 * serialiser writes and against the response schema (`modules/products/list-json.test.ts`).
 */
export class SerialisedBody<K extends OperationId> {
  /** The operation whose success body this is (types only). */
  declare readonly operation: K;

  /** The body, a JSON document of the operation's success schema. */
  readonly json: string;

  constructor(json: string) {
    this.json = json;
  }
}

/** Sends a `SerialisedBody` with the content type the serialiser would have given it. */
export function sendSerialised(reply: FastifyReply, body: SerialisedBody<OperationId>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body.json);
}
