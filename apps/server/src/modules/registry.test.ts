import { describe, expect, it } from 'vitest';
import { composeModules } from '../app.ts';
import { contractPath } from '../paths.ts';
import { type ContractOperation, loadContract } from '../plugins/openapi/contract.ts';
import { contractProgress } from '../plugins/openapi/progress.ts';
import { useTestApp } from '../test/app.ts';

const contract = loadContract(contractPath);
const { operations } = composeModules();
const progress = contractProgress(contract, operations);

const testApp = useTestApp();

/** A concrete URL for an operation's path template. */
const urlOf = (operation: ContractOperation) =>
  operation.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

describe('the handler registry', () => {
  it('has a handler for no operationId missing from openapi.yaml', () => {
    expect(progress.unknown).toEqual([]);
  });

  it('covers every operation of openapi.yaml, as implemented or not', () => {
    expect(progress.implemented.length + progress.notImplemented.length).toBe(contract.operations.length);
    expect(progress.implemented.map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining(['getHealth', 'joinWaitlist']),
    );
  });

  it('gives every operation a route: 501 with the error body where there is no handler', async () => {
    for (const operation of contract.operations) {
      const response = await testApp.app.inject({
        method: operation.method as 'GET',
        url: urlOf(operation),
        remoteAddress: '198.51.100.1',
      });
      const label = `${operation.operationId} ${operation.method} ${operation.path}`;
      // The router's own answer for a path it has no route for (a handler's 404 is the operation answering).
      expect(String(response.json().message ?? ''), label).not.toMatch(/^Route \S+ \S+ not found$/);
      if (operation.operationId in operations) {
        expect(response.statusCode, label).not.toBe(501);
      } else {
        expect(response.statusCode, label).toBe(501);
        expect(response.json(), label).toEqual({
          code: 'not_implemented',
          message: `Operation ${operation.operationId} is not implemented yet`,
        });
      }
    }
  });
});
