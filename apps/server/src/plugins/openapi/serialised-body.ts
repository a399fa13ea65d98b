import type { FastifyReply } from 'fastify';
import type { OperationId } from './operation.ts';

/**
 * A success body of operation `K` that is already JSON text (assembled by the database from columns the
 * contract's schema describes), sent as it is instead of through the serialiser. Its tests compare it with
 * what the serialiser would have written and check it against the response schema.
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
