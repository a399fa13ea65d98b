// Prints which operations of openapi.yaml have handlers: `node --conditions=source apps/server/src/scripts/operations.ts`.
// Exits 1 when the registry names an operation the contract does not have.
import { composeModules } from '../app.ts';
import { contractPath } from '../paths.ts';
import { loadContract } from '../plugins/openapi/contract.ts';
import { contractProgress } from '../plugins/openapi/progress.ts';

const contract = loadContract(contractPath);
const { implemented, notImplemented, unknown } = contractProgress(contract, composeModules().operations);
const total = contract.operations.length;

const line = (operation: (typeof implemented)[number]) =>
  `  ${operation.operationId.padEnd(32)} ${operation.method.padEnd(7)} ${operation.path}`;

console.log(`Implemented: ${implemented.length} of ${total}`);
for (const operation of implemented) console.log(line(operation));
console.log(`Not implemented (answer 501): ${notImplemented.length} of ${total}`);
for (const operation of notImplemented) console.log(line(operation));
if (unknown.length > 0) {
  console.error(`Handlers for operations missing from openapi.yaml: ${unknown.join(', ')}`);
  process.exitCode = 1;
}
