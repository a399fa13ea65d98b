import type { FastifyInstance } from 'fastify';
import { type ActorName, cellAddress, httpMethod, missingId, type World } from './actors.ts';
import type { MatrixRequest } from './matrix.ts';

/** What one cell's answer was: its status, its body (an endless stream's first error only) and headers. */
export interface CellAnswer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

/**
 * Sends one cell's request as `actor` to the contract's `method` and `path` (its `{name}`s filled from the
 * request's params, an id no object has for any it leaves out). An endless answer (`stream`) is read for its
 * status and headers, then hung up; an error answer is read whole.
 */
export async function sendCell(
  app: FastifyInstance,
  world: World,
  actor: ActorName,
  operation: { method: string; path: string },
  request: MatrixRequest,
): Promise<CellAnswer> {
  const url = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) =>
    encodeURIComponent(request.params?.[name] ?? missingId),
  );
  const actorHeaders = request.freshSession ? await world.freshSessionHeaders(actor) : world.headers(actor);
  const raw = request.rawBody;
  const headers = {
    ...actorHeaders,
    ...request.headers,
    ...(raw === undefined ? {} : { 'content-type': raw.contentType }),
  };
  const payload = raw?.payload ?? request.body;
  const options = {
    method: httpMethod(operation.method),
    url,
    query: request.query,
    headers,
    remoteAddress: cellAddress(),
    ...(payload === undefined ? {} : { payload }),
  };
  if (request.stream) {
    const response = await app.inject({ ...options, payloadAsStream: true });
    const chunks: Buffer[] = [];
    if (response.statusCode >= 400) for await (const chunk of response.stream()) chunks.push(chunk);
    else response.stream().destroy();
    return {
      statusCode: response.statusCode,
      body: Buffer.concat(chunks).toString('utf8'),
      headers: response.headers,
    };
  }
  const response = await app.inject(options);
  return { statusCode: response.statusCode, body: response.body, headers: response.headers };
}
