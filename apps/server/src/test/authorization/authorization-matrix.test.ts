import { beforeAll, describe, expect, it } from 'vitest';
import { contractPath } from '../../paths.ts';
import { loadContract } from '../../plugins/openapi/contract.ts';
import { useTestApp } from '../app.ts';
import { actorNames, createWorld, type World } from './actors.ts';
import { sendCell } from './cell.ts';
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
      const response = await sendCell(testApp.app, world, actor, operation, request);
      expect(response.statusCode, `${actor}: ${response.body}`).toBe(row.expect[actor]);
      if (response.statusCode >= 400) {
        expect(JSON.parse(response.body), 'an error body').toMatchObject({
          code: expect.any(String),
          message: expect.any(String),
        });
      } else if (!request.stream) {
        // What of another seller's thread, proposal or award the actor may not read.
        for (const trace of row.conceals?.(world, actor) ?? []) {
          expect(response.body, `${actor} reads what it may not`).not.toContain(trace);
        }
      }
    });
  });
}
