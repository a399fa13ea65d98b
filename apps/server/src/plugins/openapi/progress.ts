import type { Contract, ContractOperation } from './contract.ts';
import type { RouteHandlers } from './operation.ts';

/** How much of the contract has handlers. */
export interface Progress {
  /** Operations with a handler. */
  implemented: ContractOperation[];
  /** Operations that answer 501. */
  notImplemented: ContractOperation[];
  /** Registry keys that name no operation of the contract (a typo, or an operation since removed). */
  unknown: string[];
}

/** Compares the handler registry with the contract. */
export function contractProgress(contract: Contract, operations: RouteHandlers): Progress {
  const ids = new Set(contract.operations.map((operation) => operation.operationId));
  return {
    implemented: contract.operations.filter((operation) => operation.operationId in operations),
    notImplemented: contract.operations.filter((operation) => !(operation.operationId in operations)),
    unknown: Object.keys(operations).filter((id) => !ids.has(id)),
  };
}
