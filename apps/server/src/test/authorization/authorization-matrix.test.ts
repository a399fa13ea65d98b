import { beforeAll, describe, expect, it } from 'vitest';
import { contractPath } from '../../paths.ts';
import { loadContract } from '../../plugins/openapi/contract.ts';
import { useTestApp } from '../app.ts';
import { actorNames, cellAddress, createWorld, httpMethod, missingId, type World } from './actors.ts';
import { matrixRows } from './matrix.ts';

// Every operation of the contract × every actor, from the one table in matrix.ts.
const contract = loadContract(contractPath);
// The real time, unless the world sets the clock back to sign in a session whose token has expired.
let clockOffset = 0;
const testApp = useTestApp({ now: () => new Date(Date.now() + clockOffset) });
let world: World;
beforeAll(async () => {
  world = await createWorld(testApp.app, testApp.database.db, (ms) => {
    clockOffset = ms;
  });
});

describe('the authorization matrix', () => {
  it('has a row for every operation of openapi.yaml', () => {
    const missing = contract.operations.map((o) => o.operationId).filter((id) => !(id in matrixRows));
    expect(missing, 'operations without a row in matrix.ts').toEqual([]);
  });

  it('has no row for an operation the contract lacks', () => {
    const known = new Set(contract.operations.map((o) => o.operationId));
    expect(
      Object.keys(matrixRows).filter((id) => !known.has(id)),
      'rows in matrix.ts for no operation',
    ).toEqual([]);
  });
});

for (const operation of contract.operations) {
  const row = matrixRows[operation.operationId];
  if (row === undefined) continue;
  describe(`${operation.operationId}: ${operation.method} ${operation.path}`, () => {
    it.each(actorNames)('as %s', async (actor) => {
      const request = await row.request(world, actor);
      const url = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) =>
        encodeURIComponent(request.params?.[name] ?? missingId),
      );
      const actorHeaders = request.freshSession
        ? await world.freshSessionHeaders(actor)
        : world.headers(actor);
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
        // An endless answer: its status, then hang up (an error answer is short and read whole).
        const response = await testApp.app.inject({ ...options, payloadAsStream: true });
        const chunks: Buffer[] = [];
        if (response.statusCode >= 400) for await (const chunk of response.stream()) chunks.push(chunk);
        else response.stream().destroy();
        const body = Buffer.concat(chunks).toString('utf8');
        expect(response.statusCode, `${actor}: ${body}`).toBe(row.expect[actor]);
        if (response.statusCode >= 400) {
          expect(JSON.parse(body), 'an error body').toMatchObject({
            code: expect.any(String),
            message: expect.any(String),
          });
        }
        return;
      }
      const response = await testApp.app.inject(options);
      expect(response.statusCode, `${actor}: ${response.body}`).toBe(row.expect[actor]);
      if (response.statusCode >= 400) {
        expect(response.json(), 'an error body').toMatchObject({
          code: expect.any(String),
          message: expect.any(String),
        });
      } else {
        // What of another seller's thread, proposal or award the actor may not read.
        for (const trace of row.conceals?.(world, actor) ?? []) {
          expect(response.body, `${actor} reads what it may not`).not.toContain(trace);
        }
      }
    });
  });
}
