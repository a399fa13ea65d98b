import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The `$id` under which the contract's `components.schemas` are shared with Ajv and the serialiser. */
export const sharedSchemaId = 'openapi';

/** JSON Schema as Fastify and Ajv take it. */
export type JsonSchema = Record<string, unknown> | boolean;

/** One security requirement: every named scheme must pass (OpenAPI `security` array item). */
export type SecurityRequirement = Record<string, string[]>;

/** The route schema for one operation, in Fastify's shape. */
export interface RouteSchema {
  params?: JsonSchema;
  querystring?: JsonSchema;
  headers?: JsonSchema;
  body?: JsonSchema;
  response?: Record<string, JsonSchema>;
}

/** What an operation accepts as request body. */
export interface RequestBodySpec {
  /** Whether a body must be sent. */
  required: boolean;
  /** The declared media types (`application/json`, `multipart/form-data`, ...). */
  contentTypes: string[];
}

/** One operation of the contract, ready to become a route. */
export interface ContractOperation {
  /** The contract's `operationId`: the key of the handler registry. */
  operationId: string;
  /** Upper-case HTTP method. */
  method: string;
  /** The contract's path, e.g. `/v2/products/{id}`. */
  path: string;
  /** Fastify's form of the path, e.g. `/v2/products/:id`. */
  url: string;
  /** The operation's tags. */
  tags: string[];
  /** The operation's summary. */
  summary: string | undefined;
  /** Alternatives, any one of which admits the caller; empty (or holding `{}`) means public. */
  security: SecurityRequirement[];
  /** The request body, when the operation takes one. */
  requestBody: RequestBodySpec | undefined;
  /** Validation (JSON bodies, params, query, headers) and JSON response serialisation. */
  schema: RouteSchema;
}

/** The parsed contract. */
export interface Contract {
  /** The OpenAPI document as parsed from YAML. */
  document: Record<string, unknown>;
  /** Every operation, in file order. */
  operations: ContractOperation[];
  /** `components.schemas` as one JSON Schema (`$defs`), referred to as `openapi#/$defs/<Name>`. */
  sharedSchema: { $id: string; $defs: Record<string, JsonSchema> };
}

/** The contract cannot be turned into routes. */
export class ContractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractError';
  }
}

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

// OpenAPI additions to JSON Schema that Ajv does not know (and `x-` extensions): dropped before compiling.
const openApiOnlyKeywords = new Set(['discriminator', 'xml', 'externalDocs', 'example']);
// Keywords whose value is a schema, a list of schemas, or a map of names to schemas.
const schemaKeywords = new Set([
  'items',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'contentSchema',
]);
const schemaListKeywords = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const schemaMapKeywords = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs']);

const componentSchemaPrefix = '#/components/schemas/';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a media type carries JSON (`application/json`, `application/problem+json`, ...). */
export function isJsonMediaType(mediaType: string): boolean {
  const type = mediaType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/** Turns `/v2/products/{id}` into Fastify's `/v2/products/:id`. */
export function toFastifyPath(path: string): string {
  return path.replace(/\{([^}/]+)\}/g, (_match, name: string) => {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
      throw new ContractError(`Path parameter {${name}} in ${path}: use letters, digits and _ only`);
    }
    return `:${name}`;
  });
}

class Loader {
  readonly document: Record<string, unknown>;
  readonly schemaId: string;

  constructor(document: Record<string, unknown>, schemaId: string) {
    this.document = document;
    this.schemaId = schemaId;
  }

  /** Follows a local `$ref` (`#/...`). */
  pointer(ref: string): unknown {
    if (!ref.startsWith('#/')) throw new ContractError(`Only local references are supported: ${ref}`);
    let node: unknown = this.document;
    for (const raw of ref.slice(2).split('/')) {
      const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
      if (!isObject(node) || !(key in node)) throw new ContractError(`Unresolved reference: ${ref}`);
      node = node[key];
    }
    return node;
  }

  /** Resolves a Parameter, Request Body, Response or Header object that may be a `$ref` (or a chain). */
  deref(value: unknown, where: string): Record<string, unknown> {
    let node = value;
    for (let hops = 0; isObject(node) && typeof node.$ref === 'string'; hops++) {
      if (hops > 20) throw new ContractError(`Reference cycle at ${where}`);
      node = this.pointer(node.$ref);
    }
    if (!isObject(node)) throw new ContractError(`Expected an object at ${where}`);
    return node;
  }

  /** Copies a schema for Ajv: component references point into the shared schema, OpenAPI-only keywords go. */
  schema(node: unknown, where: string): JsonSchema {
    if (typeof node === 'boolean') return node;
    if (!isObject(node)) throw new ContractError(`Expected a schema at ${where}`);
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-') || openApiOnlyKeywords.has(key)) continue;
      if (key === '$ref') {
        if (typeof value !== 'string' || !value.startsWith(componentSchemaPrefix)) {
          throw new ContractError(`${where}: schemas may only refer to ${componentSchemaPrefix}...`);
        }
        this.pointer(value);
        out.$ref = `${this.schemaId}#/$defs/${value.slice(componentSchemaPrefix.length)}`;
      } else if (schemaKeywords.has(key)) {
        out[key] = this.schema(value, `${where}/${key}`);
      } else if (schemaListKeywords.has(key) && Array.isArray(value)) {
        out[key] = value.map((item, index) => this.schema(item, `${where}/${key}/${index}`));
      } else if (schemaMapKeywords.has(key) && isObject(value)) {
        out[key] = Object.fromEntries(
          Object.entries(value).map(([name, item]) => [name, this.schema(item, `${where}/${key}/${name}`)]),
        );
      } else {
        // Data, not schemas: enum, const, default, examples, required, ...
        out[key] = value;
      }
    }
    return out;
  }

  /** The schema of a parameter: `schema`, or the first media type of `content`. */
  parameterSchema(parameter: Record<string, unknown>, where: string): JsonSchema {
    if ('schema' in parameter) return this.schema(parameter.schema, `${where}/schema`);
    if (isObject(parameter.content)) {
      const first = Object.values(parameter.content)[0];
      if (isObject(first) && 'schema' in first) return this.schema(first.schema, `${where}/content`);
    }
    return {};
  }

  operation(
    path: string,
    method: string,
    node: Record<string, unknown>,
    pathItem: Record<string, unknown>,
  ): ContractOperation {
    const where = `paths/${path}/${method}`;
    const operationId = node.operationId;
    if (typeof operationId !== 'string' || operationId === '') {
      throw new ContractError(`${where} has no operationId`);
    }
    const schema: RouteSchema = {};

    // Path-level parameters apply unless the operation redefines the same name and location.
    const parameters = new Map<string, Record<string, unknown>>();
    for (const list of [pathItem.parameters, node.parameters]) {
      if (!Array.isArray(list)) continue;
      list.forEach((item, index) => {
        const parameter = this.deref(item, `${where}/parameters/${index}`);
        parameters.set(`${String(parameter.in)}:${String(parameter.name)}`, parameter);
      });
    }
    const groups: Record<
      'path' | 'query' | 'header',
      { properties: Record<string, JsonSchema>; required: string[] }
    > = {
      path: { properties: {}, required: [] },
      query: { properties: {}, required: [] },
      header: { properties: {}, required: [] },
    };
    for (const parameter of parameters.values()) {
      const location = parameter.in;
      if (location !== 'path' && location !== 'query' && location !== 'header') continue; // cookies: not validated
      if (typeof parameter.name !== 'string') throw new ContractError(`${where}: a parameter has no name`);
      // Node lower-cases header names, so the schema must too.
      const name = location === 'header' ? parameter.name.toLowerCase() : parameter.name;
      groups[location].properties[name] = this.parameterSchema(parameter, `${where}/parameters/${name}`);
      if (location === 'path' || parameter.required === true) groups[location].required.push(name);
    }
    const asObject = (group: (typeof groups)['path']): JsonSchema => ({
      type: 'object',
      properties: group.properties,
      ...(group.required.length > 0 ? { required: group.required } : {}),
    });
    if (Object.keys(groups.path.properties).length > 0) schema.params = asObject(groups.path);
    if (Object.keys(groups.query.properties).length > 0) schema.querystring = asObject(groups.query);
    if (Object.keys(groups.header.properties).length > 0) schema.headers = asObject(groups.header);

    let requestBody: RequestBodySpec | undefined;
    if (node.requestBody !== undefined) {
      const body = this.deref(node.requestBody, `${where}/requestBody`);
      const content = isObject(body.content) ? body.content : {};
      requestBody = { required: body.required === true, contentTypes: Object.keys(content) };
      // Only JSON bodies are validated by Ajv; multipart, binary and text bodies reach the handler as sent.
      const jsonSchemas: Record<string, { schema: JsonSchema }> = {};
      for (const [mediaType, media] of Object.entries(content)) {
        if (isJsonMediaType(mediaType) && isObject(media) && 'schema' in media) {
          jsonSchemas[mediaType] = { schema: this.schema(media.schema, `${where}/requestBody/${mediaType}`) };
        }
      }
      const jsonTypes = Object.keys(jsonSchemas);
      const [onlyType] = jsonTypes;
      if (jsonTypes.length === 1 && requestBody.contentTypes.length === 1 && onlyType !== undefined) {
        schema.body = jsonSchemas[onlyType]?.schema ?? {};
      } else if (jsonTypes.length > 0) {
        schema.body = { content: jsonSchemas };
      }
    }

    if (isObject(node.responses)) {
      const response: Record<string, JsonSchema> = {};
      for (const [status, value] of Object.entries(node.responses)) {
        const answer = this.deref(value, `${where}/responses/${status}`);
        if (!isObject(answer.content)) continue;
        // Binary, text and event-stream responses are sent as the handler makes them.
        const json = Object.entries(answer.content).find(([mediaType]) => isJsonMediaType(mediaType));
        if (json && isObject(json[1]) && 'schema' in json[1]) {
          response[status.toLowerCase()] = this.schema(json[1].schema, `${where}/responses/${status}`);
        }
      }
      if (Object.keys(response).length > 0) schema.response = response;
    }

    const security = Array.isArray(node.security)
      ? node.security
      : Array.isArray(this.document.security)
        ? this.document.security
        : [];

    return {
      operationId,
      method: method.toUpperCase(),
      path,
      url: toFastifyPath(path),
      tags: Array.isArray(node.tags) ? node.tags.filter((tag): tag is string => typeof tag === 'string') : [],
      summary: typeof node.summary === 'string' ? node.summary : undefined,
      security: security.filter(isObject) as SecurityRequirement[],
      requestBody,
      schema,
    };
  }
}

/**
 * Builds the operations and shared schema from a parsed OpenAPI 3.1 document. A second contract served by the
 * same app (the legacy generation) shares its schemas under another `schemaId`.
 */
export function parseContract(document: unknown, schemaId: string = sharedSchemaId): Contract {
  if (!isObject(document)) throw new ContractError('The contract is not an object');
  if (typeof document.openapi !== 'string' || !document.openapi.startsWith('3.1')) {
    throw new ContractError(`Expected an OpenAPI 3.1 document, found openapi: ${String(document.openapi)}`);
  }
  const loader = new Loader(document, schemaId);
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const $defs = Object.fromEntries(
    Object.entries(schemas).map(([name, node]) => [
      name,
      loader.schema(node, `${componentSchemaPrefix.slice(2)}${name}`),
    ]),
  );

  const operations: ContractOperation[] = [];
  const seen = new Set<string>();
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, value] of Object.entries(paths)) {
    const pathItem = loader.deref(value, `paths/${path}`);
    for (const method of httpMethods) {
      const node = pathItem[method];
      if (!isObject(node)) continue;
      const operation = loader.operation(path, method, node, pathItem);
      if (seen.has(operation.operationId)) {
        throw new ContractError(`operationId ${operation.operationId} is used twice`);
      }
      seen.add(operation.operationId);
      operations.push(operation);
    }
  }
  return { document, operations, sharedSchema: { $id: schemaId, $defs } };
}

/** Reads and parses the contract file (YAML or JSON). */
export function loadContract(file: string): Contract {
  return parseContract(parse(readFileSync(file, 'utf8')));
}

/** Whether the operation admits anonymous callers (`security: []`, or an empty requirement). */
export function isPublic(operation: ContractOperation): boolean {
  return operation.security.length === 0 || operation.security.some((item) => Object.keys(item).length === 0);
}
