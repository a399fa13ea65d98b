import type { operations } from '../schema.gen';

/** An operationId of the contract, such as 'listProducts'. */
export type OperationId = keyof operations;

type JsonContent<T> = T extends { content: { 'application/json': infer Json } } ? Json : never;

/** The JSON body operation `Id` takes (never when it takes none). */
export type OperationBody<Id extends OperationId> = JsonContent<NonNullable<operations[Id]['requestBody']>>;

/** The query parameters of operation `Id`. */
export type OperationQuery<Id extends OperationId> = NonNullable<operations[Id]['parameters']['query']>;

type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessAnswer<Id extends OperationId> = operations[Id]['responses'][keyof operations[Id]['responses'] &
  SuccessStatus];

/** The JSON of operation `Id`'s successful answer; never when it answers without a body (204). */
export type OperationData<Id extends OperationId> = JsonContent<SuccessAnswer<Id>>;
