import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>;

/**
 * Fastify's own response serialisers (fast-json-stringify from the contract's response schemas), each compiled
 * the first time its route answers with its status rather than all at start: compiling every status of every
 * operation took about a second of a cold start, most of it for error statuses rarely sent.
 */
export const lazySerializers: SerializerFactory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => {
      serialize ??= compile(route);
      return serialize(data);
    };
  };
};
