import fc from 'fast-check';
import type { JsonSchema } from '../../plugins/openapi/contract.ts';
import { isObject, type SchemaObject, type SchemaReader } from './schema-arbitrary.ts';

/** One request of the fuzz test, before it is sent. */
export interface FuzzRequest {
  /** Path parameters by name. */
  params: Record<string, string>;
  /** Query parameters (sent as text). */
  query: Record<string, unknown>;
  /** The JSON body; undefined sends none. */
  body?: unknown;
  /** Bytes sent instead of `body`, as `application/json` (malformed JSON, invalid UTF-8). */
  rawBody?: Buffer;
  /** Request headers the operation declares (`Idempotency-Key`), generated from their schemas. */
  headers?: Record<string, string>;
  /** A multipart body (uploads) and its content type, sent instead of `body`. */
  multipart?: { contentType: string; payload: Buffer };
}

/** A request made invalid on purpose, and how. */
export interface InvalidRequest {
  request: FuzzRequest;
  /** What was broken, e.g. `body/name: NUL character`. */
  label: string;
  /**
   * The value passes the contract's schema but breaks the input policy (NUL, invalid Unicode, a URL
   * scheme other than http(s), an unknown currency, a cursor the server never issued): the server must
   * refuse it all the same.
   */
  policy: boolean;
}

type Path = (string | number)[];

/** Where a value sits in a request part, and the schema it must satisfy. */
interface Site {
  part: 'body' | 'query' | 'params';
  path: Path;
  /** The path for reports: map keys as `*`, array indexes as `[]`, so that alike failures group. */
  shape: string[];
  schema: SchemaObject;
  component: string | undefined;
  /** `key`: the site is a property name of a free map (`propertyNames`). */
  kind: 'value' | 'key';
  present: boolean;
}

interface Candidate {
  label: string;
  policy: boolean;
  value: unknown;
}

const nul = '\u0000';
const loneSurrogate = '\ud800';
const dangerousUrls = ['javascript:alert(document.cookie)', 'vbscript:msgbox(1)', 'file:///etc/passwd'];
const unknownCurrencies = ['ZZZ', 'XQQ'];
const outOfRangeDates = [
  '0000-01-01T00:00:00.000Z',
  '+010000-01-01T00:00:00.000Z',
  '-010000-01-01T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '+200000-01-01T00:00:00.000Z',
];

/** A cursor of the server's form (`[created_at, id]`, base64url) holding any date. */
export const cursorOf = (createdAt: string, id: string) =>
  Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');

const typesOf = (schema: SchemaObject): string[] =>
  typeof schema.type === 'string'
    ? [schema.type]
    : Array.isArray(schema.type)
      ? schema.type.filter((type): type is string => typeof type === 'string')
      : [];

const numberOf = (schema: SchemaObject, key: string) =>
  typeof schema[key] === 'number' ? schema[key] : undefined;

function get(root: unknown, path: Path): unknown {
  let node = root;
  for (const step of path) {
    if (Array.isArray(node) && typeof step === 'number') node = node[step];
    else if (isObject(node) && typeof step === 'string') node = node[step];
    else return undefined;
  }
  return node;
}

/** A copy of `root` with the value at `path` replaced (containers created as needed). */
function set(root: unknown, path: Path, value: unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return value;
  if (typeof step === 'number') {
    const list = Array.isArray(root) ? [...root] : [];
    list[step] = set(list[step], rest, value);
    return list;
  }
  const object = isObject(root) ? { ...root } : {};
  object[step] = set(object[step], rest, value);
  return object;
}

const describe = (site: Site) => [site.part, ...site.shape].join('/');

/** Collects the places in a request part where a value (or a map key) can be made invalid. */
function collectSites(
  reader: SchemaReader,
  part: Site['part'],
  schema: JsonSchema,
  value: unknown,
  path: Path,
  out: Site[],
  shape: string[] = [],
): void {
  const resolved = reader.resolve(schema);
  if (resolved === undefined || path.length > 6) return;
  const node = resolved.schema;
  const branches = Array.isArray(node.anyOf) ? node.anyOf : [];
  const first = branches.find((branch) => isObject(branch) && reader.resolve(branch)?.schema.type !== 'null');
  const effective = isObject(first) ? (reader.resolve(first)?.schema ?? node) : node;
  const site: Site = {
    part,
    path,
    shape,
    schema: effective,
    component: resolved.name,
    kind: 'value',
    present: value !== undefined,
  };
  if (path.length > 0) out.push(site);
  const types = typesOf(effective);
  if (types.includes('object') || isObject(effective.properties)) {
    if (path.length === 0) out.push(site);
    const properties = isObject(effective.properties) ? effective.properties : {};
    const current = isObject(value) ? value : {};
    for (const [key, property] of Object.entries(properties)) {
      if (property === false || (!isObject(property) && property !== true)) continue;
      collectSites(reader, part, property, current[key], [...path, key], out, [...shape, key]);
    }
    const extra = effective.additionalProperties;
    if (isObject(extra)) {
      for (const [key, item] of Object.entries(current)) {
        if (!(key in properties))
          collectSites(reader, part, extra, item, [...path, key], out, [...shape, '*']);
      }
      const names = isObject(effective.propertyNames) ? effective.propertyNames : { type: 'string' };
      out.push({
        part,
        path,
        shape,
        schema: { type: 'string', ...names },
        component: undefined,
        kind: 'key',
        present: true,
      });
      collectSites(reader, part, extra, undefined, [...path, 'fuzz-key'], out, [...shape, '*']);
    }
  } else if (types.includes('array') && isObject(effective.items)) {
    const itemSchema = effective.items;
    const items = Array.isArray(value) ? value : [];
    items.forEach((item, index) => {
      collectSites(reader, part, itemSchema, item, [...path, index], out, [...shape, '[]']);
    });
    collectSites(reader, part, itemSchema, undefined, [...path, items.length], out, [...shape, '[]']);
  }
}

function stringCandidates(site: Site, current: unknown, fromQuery: boolean): Candidate[] {
  const { schema } = site;
  const base = typeof current === 'string' && current !== '' ? current : 'text';
  const out: Candidate[] = [
    { label: 'NUL character', policy: true, value: `${base.slice(0, 3)}${nul}${base.slice(3)}` },
    // A lone surrogate cannot be written in a URL (encodeURIComponent refuses it): bodies only.
    ...(fromQuery
      ? []
      : [
          {
            label: 'lone surrogate',
            policy: true,
            value: `${base.slice(0, 3)}${loneSurrogate}${base.slice(3)}`,
          },
        ]),
    { label: 'very long string (100,000 characters)', policy: false, value: 'a'.repeat(100_000) },
  ];
  const maxLength = numberOf(schema, 'maxLength');
  if (maxLength !== undefined)
    out.push({ label: `maxLength + 1 (${maxLength + 1})`, policy: false, value: 'b'.repeat(maxLength + 1) });
  const minLength = numberOf(schema, 'minLength') ?? 0;
  if (minLength > 0) out.push({ label: 'empty string', policy: false, value: '' });
  if (Array.isArray(schema.enum)) out.push({ label: 'not in the enum', policy: false, value: 'NOT_IN_ENUM' });
  if (schema.format === 'uuid') {
    out.push(
      { label: 'non-uuid id', policy: false, value: 'not-a-uuid' },
      { label: 'id of 101 characters', policy: false, value: '1'.repeat(101) },
      { label: 'id of 5,000 characters', policy: false, value: 'f'.repeat(5000) },
      { label: 'uuid with a suffix', policy: false, value: '00000000-0000-4000-8000-0000000000001' },
    );
  }
  if (schema.format === 'email')
    out.push({ label: 'not an e-mail', policy: false, value: 'no-at-sign.example.com' });
  if (schema.format === 'uri') {
    for (const url of dangerousUrls)
      out.push({ label: `URL ${url.split(':')[0]}:`, policy: true, value: url });
    out.push({ label: 'not a URL', policy: false, value: 'not a url' });
  }
  if (site.component === 'Currency') {
    for (const code of unknownCurrencies)
      out.push({ label: `unknown currency ${code}`, policy: true, value: code });
  }
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    for (const value of ['x', '-1.00', '1.5', '0.00', '1e3', '12,50', 'usd', '++++']) {
      if (!pattern.test(value)) out.push({ label: `breaks the pattern (${value})`, policy: false, value });
    }
  }
  if (site.path.at(-1) === 'cursor') {
    for (const date of outOfRangeDates) {
      out.push({
        label: `cursor with an out-of-range date ${date}`,
        policy: true,
        value: cursorOf(date, '00000000-0000-4000-8000-000000000000'),
      });
    }
    out.push({ label: 'cursor the server never issued', policy: true, value: 'bm90IGEgY3Vyc29y' });
  }
  if (!fromQuery) {
    out.push(
      { label: 'number instead of string', policy: false, value: 12345 },
      { label: 'boolean instead of string', policy: false, value: true },
      { label: 'object instead of string', policy: false, value: { $gt: '' } },
      { label: 'array instead of string', policy: false, value: ['a'] },
    );
  }
  return out;
}

function integerCandidates(site: Site, fromQuery: boolean): Candidate[] {
  const minimum = numberOf(site.schema, 'minimum');
  const maximum = numberOf(site.schema, 'maximum');
  const out: Candidate[] = [
    { label: 'fraction', policy: false, value: fromQuery ? '1.5' : 1.5 },
    { label: 'text instead of integer', policy: false, value: 'abc' },
    { label: 'huge integer', policy: false, value: fromQuery ? '99999999999999999999999' : 1e300 },
  ];
  if (minimum !== undefined)
    out.push({
      label: `minimum - 1 (${minimum - 1})`,
      policy: false,
      value: fromQuery ? String(minimum - 1) : minimum - 1,
    });
  if (maximum !== undefined)
    out.push({
      label: `maximum + 1 (${maximum + 1})`,
      policy: false,
      value: fromQuery ? String(maximum + 1) : maximum + 1,
    });
  return out;
}

function objectCandidates(site: Site, current: unknown): Candidate[] {
  const { schema } = site;
  const value = isObject(current) ? current : {};
  const out: Candidate[] = [
    { label: 'text instead of object', policy: false, value: 'text' },
    { label: 'array instead of object', policy: false, value: [] },
  ];
  if (schema.additionalProperties === false) {
    out.push(
      { label: 'unknown field', policy: false, value: { ...value, fuzz_unknown_field: 'x' } },
      { label: 'unknown field role', policy: false, value: { ...value, role: 'admin' } },
      {
        label: 'unknown field __proto__',
        policy: false,
        value: JSON.parse(
          `{"__proto__": {"admin": true}, ${JSON.stringify(value).slice(1, -1) || '"_": 1'}}`,
        ),
      },
    );
  }
  const minProperties = numberOf(schema, 'minProperties') ?? 0;
  if (minProperties > 0) out.push({ label: 'empty object', policy: false, value: {} });
  const maxProperties = numberOf(schema, 'maxProperties');
  if (maxProperties !== undefined) {
    const many = Object.fromEntries(
      Array.from({ length: maxProperties + 1 }, (_, index) => [`k${index}`, 'v']),
    );
    out.push({ label: `maxProperties + 1 (${maxProperties + 1})`, policy: false, value: many });
  }
  const required = Array.isArray(schema.required) ? schema.required : [];
  for (const key of required) {
    if (typeof key === 'string' && key in value) {
      const { [key]: _gone, ...rest } = value;
      out.push({ label: `missing required ${key}`, policy: false, value: rest });
    }
  }
  return out;
}

function arrayCandidates(site: Site, current: unknown): Candidate[] {
  const out: Candidate[] = [{ label: 'text instead of array', policy: false, value: 'text' }];
  const maxItems = numberOf(site.schema, 'maxItems');
  const [first] = Array.isArray(current) ? current : [];
  if (maxItems !== undefined && first !== undefined) {
    out.push({
      label: `maxItems + 1 (${maxItems + 1})`,
      policy: false,
      value: Array(maxItems + 1).fill(first),
    });
  }
  return out;
}

function keyCandidates(site: Site): Candidate[] {
  const maxLength = numberOf(site.schema, 'maxLength');
  const out: Candidate[] = [
    { label: 'NUL character in a key', policy: true, value: `spec${nul}key` },
    { label: 'lone surrogate in a key', policy: true, value: `spec${loneSurrogate}key` },
  ];
  if ((numberOf(site.schema, 'minLength') ?? 0) > 0)
    out.push({ label: 'empty key', policy: false, value: '' });
  if (maxLength !== undefined)
    out.push({
      label: `key of maxLength + 1 (${maxLength + 1})`,
      policy: false,
      value: 'k'.repeat(maxLength + 1),
    });
  return out;
}

function candidatesFor(site: Site, current: unknown): Candidate[] {
  if (site.kind === 'key') return keyCandidates(site);
  const fromQuery = site.part !== 'body';
  const types = typesOf(site.schema);
  if (types.includes('string') || typeof site.schema.format === 'string' || Array.isArray(site.schema.enum)) {
    return stringCandidates(site, current, fromQuery);
  }
  if (types.includes('integer') || types.includes('number')) return integerCandidates(site, fromQuery);
  if (types.includes('array')) return arrayCandidates(site, current);
  if (types.includes('object') || isObject(site.schema.properties)) return objectCandidates(site, current);
  return [];
}

/** The JSON of a body with invalid UTF-8 bytes in its first string value. */
function invalidUtf8(body: unknown): Buffer | undefined {
  if (body === undefined) return undefined;
  const marker = '\ue000FUZZ\ue000';
  const text = JSON.stringify(body, (_key, value) =>
    typeof value === 'string' && !value.includes('@') ? `${value}${marker}` : value,
  );
  if (!text.includes(marker)) return undefined;
  const [head, ...tail] = text.split(marker);
  return Buffer.concat([
    Buffer.from(head ?? ''),
    Buffer.from([0xc3, 0x28, 0xff]),
    Buffer.from(tail.join('')),
  ]);
}

/** The route schema parts of an operation that requests carry. */
export interface RequestSchemas {
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  bodyRequired: boolean;
}

/**
 * Requests made invalid on purpose from a valid one: a site (a value, a missing value, a map key) is
 * chosen, then one way to break it; or the body as a whole is broken. Schema breaks are checked against the
 * contract with Ajv, so every one is truly invalid.
 */
export function invalidRequests(
  reader: SchemaReader,
  schemas: RequestSchemas,
  valid: FuzzRequest,
): fc.Arbitrary<InvalidRequest> | undefined {
  const sites: Site[] = [];
  if (schemas.params !== undefined) collectSites(reader, 'params', schemas.params, valid.params, [], sites);
  if (schemas.querystring !== undefined)
    collectSites(reader, 'query', schemas.querystring, valid.query, [], sites);
  if (schemas.body !== undefined) collectSites(reader, 'body', schemas.body, valid.body ?? {}, [], sites);

  // Grouped by site, so that a site with many ways to break it is not chosen more often.
  const groups: InvalidRequest[][] = [];
  for (const site of sites) {
    const options: InvalidRequest[] = [];
    groups.push(options);
    if (site.part !== 'body' && site.path.length === 0) continue;
    const root = site.part === 'body' ? valid.body : site.part === 'query' ? valid.query : valid.params;
    for (const candidate of candidatesFor(site, get(root, site.path))) {
      let mutated: unknown;
      if (site.kind === 'key') mutated = set(root, [...site.path, String(candidate.value)], 'value');
      else mutated = set(root, site.path, candidate.value);
      if (site.part !== 'body' && typeof candidate.value !== 'string') continue;
      const request: FuzzRequest =
        site.part === 'body'
          ? { ...valid, body: mutated }
          : site.part === 'query'
            ? { ...valid, query: isObject(mutated) ? mutated : {} }
            : {
                ...valid,
                params: Object.fromEntries(
                  Object.entries(isObject(mutated) ? mutated : {}).map(([k, v]) => [k, String(v)]),
                ),
              };
      if (
        !candidate.policy &&
        site.part === 'body' &&
        schemas.body !== undefined &&
        reader.accepts(schemas.body, request.body)
      )
        continue;
      const where = site.kind === 'key' ? `${describe(site)} (key)` : describe(site);
      options.push({ request, label: `${where}: ${candidate.label}`, policy: candidate.policy });
    }
  }
  const options: InvalidRequest[] = [];
  groups.push(options);
  if (schemas.body !== undefined) {
    if (schemas.bodyRequired)
      options.push({ request: { ...valid, body: undefined }, label: 'body: missing', policy: false });
    options.push(
      { request: { ...valid, body: null }, label: 'body: JSON null', policy: false },
      { request: { ...valid, body: [valid.body] }, label: 'body: array instead of object', policy: false },
      {
        request: { ...valid, body: undefined, rawBody: Buffer.from('{"unterminated": ') },
        label: 'body: malformed JSON',
        policy: false,
      },
    );
    const bytes = invalidUtf8(valid.body);
    if (bytes !== undefined)
      options.push({
        request: { ...valid, body: undefined, rawBody: bytes },
        label: 'body: invalid UTF-8 in a string',
        policy: true,
      });
  }
  const choices = groups.filter((group) => group.length > 0);
  if (choices.length === 0) return undefined;
  return fc.constantFrom(...choices).chain((group) => fc.constantFrom(...group));
}
