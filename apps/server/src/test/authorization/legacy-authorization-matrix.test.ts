import { beforeAll, describe, expect, it } from 'vitest';
import { legacyContractPath } from '../../paths.ts';
import { type ContractOperation, loadContract } from '../../plugins/openapi/contract.ts';
import { useTestApp } from '../app.ts';
import { actorNames, createWorld, type World } from './actors.ts';
import { sendCell } from './cell.ts';
import { legacyMatrixRows, legacyRowFor } from './legacy-matrix.ts';
import { matrixRows } from './matrix.ts';

// Every operation of openapi.legacy.yaml × every actor (issue 29), read from the contract at run time: each
// legacy operation, sent in the old shape, gets for each actor exactly what its v2 successor's row expects
// (`x-successor.operationId`): never more access, and never a 5xx.
const contract = loadContract(legacyContractPath);
const operations = contract.operations;

function successorOf(operation: ContractOperation): string {
  const paths = contract.document.paths as Record<
    string,
    Record<string, { 'x-successor'?: { operationId: string } }>
  >;
  const successor = paths[operation.path]?.[operation.method.toLowerCase()]?.['x-successor'];
  if (successor === undefined) throw new Error(`${operation.operationId} has no x-successor`);
  return successor.operationId;
}

let clockOffset = 0;
const testApp = useTestApp({ now: () => new Date(Date.now() + clockOffset) });
let world: World;
beforeAll(async () => {
  world = await createWorld(testApp.app, testApp.database.db, (ms) => {
    clockOffset = ms;
  });
});

describe('the legacy authorization matrix', () => {
  it('has a request builder for every operation of openapi.legacy.yaml', () => {
    const missing = operations.filter((operation) => legacyRowFor(operation) === undefined);
    expect(
      missing.map((operation) => `${operation.operationId}: ${operation.method} ${operation.path}`),
      'legacy operations without a row in legacy-matrix.ts',
    ).toEqual([]);
  });

  it("has a v2 row for every legacy operation's successor", () => {
    const missing = operations.map(successorOf).filter((id) => !(id in matrixRows));
    expect(missing, 'successors without a row in matrix.ts').toEqual([]);
  });
});

// The legacy operations of product-spec §7 that the contract does not describe yet: shown as skipped.
const described = new Set(operations.map((operation) => legacyRowFor(operation)));
for (const [operationId, row] of Object.entries(legacyMatrixRows)) {
  if (!described.has(row)) {
    it.skip(`${operationId}: ${row.method} ${row.path} is not in openapi.legacy.yaml yet`, () => {});
  }
}

for (const operation of operations) {
  const legacyRow = legacyRowFor(operation);
  const successor = successorOf(operation);
  const v2Row = matrixRows[successor];
  if (legacyRow === undefined || v2Row === undefined) continue;
  describe(`${operation.operationId}: ${operation.method} ${operation.path} (as ${successor})`, () => {
    it.each(actorNames)('as %s', async (actor) => {
      const request = legacyRow.toLegacy(await v2Row.request(world, actor), world, actor);
      const response = await sendCell(testApp.app, world, actor, operation, request);
      expect(response.statusCode, `${actor}: ${response.body}`).toBeLessThan(500);
      expect(response.statusCode, `${actor}: ${response.body}`).toBe(v2Row.expect[actor]);
      expect(response.headers.deprecation, 'the Deprecation header').toEqual(expect.any(String));
      if (response.statusCode >= 400) {
        expect(JSON.parse(response.body), 'an error body').toMatchObject({
          code: expect.any(String),
          message: expect.any(String),
        });
      } else {
        for (const trace of v2Row.conceals?.(world, actor) ?? []) {
          expect(response.body, `${actor} reads what it may not`).not.toContain(trace);
        }
      }
    });
  });
}
