import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import fc from 'fast-check';
import type { Contract, JsonSchema } from '../../plugins/openapi/contract.ts';

/** A JSON Schema object (boolean schemas are handled where they can occur). */
export type SchemaObject = Record<string, unknown>;

export const isObject = (value: unknown): value is SchemaObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the contract's shared schemas: `$ref`s resolved, with the name of the last one followed. */
export class SchemaReader {
  readonly defs: Record<string, JsonSchema>;
  readonly ajv: Ajv2020;
  /** How a `$ref` to a shared schema starts: `openapi#/$defs/` (v2), `openapi-legacy#/$defs/` (legacy). */
  private readonly refPrefix: string;

  constructor(sharedSchema: Contract['sharedSchema']) {
    this.defs = sharedSchema.$defs;
    this.refPrefix = `${sharedSchema.$id}#/$defs/`;
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
    formats.default(this.ajv);
    this.ajv.addSchema(sharedSchema);
  }

  /** The schema behind any `$ref`s, its sibling keywords kept, and the component it came from. */
  resolve(schema: JsonSchema): { schema: SchemaObject; name: string | undefined } | undefined {
    if (typeof schema === 'boolean') return schema ? { schema: {}, name: undefined } : undefined;
    let node: SchemaObject = schema;
    let name: string | undefined;
    for (let hops = 0; typeof node.$ref === 'string'; hops++) {
      if (hops > 20 || !node.$ref.startsWith(this.refPrefix)) throw new Error(`Cannot resolve ${node.$ref}`);
      name = node.$ref.slice(this.refPrefix.length);
      const target = this.defs[name];
      if (!isObject(target)) throw new Error(`Cannot resolve ${node.$ref}`);
      const { $ref: _ref, ...siblings } = node;
      node = { ...target, ...siblings };
    }
    return { schema: node, name };
  }

  /** Whether a value satisfies a schema (Ajv 2020 with the contract's shared schema and formats). */
  accepts(schema: JsonSchema, value: unknown): boolean {
    return this.ajv.validate(schema, value);
  }
}

/** Extra values to mix into generated ones: ids and e-mails that exist, cursors the server issued. */
export interface Hints {
  /** Ids of objects that exist (looked up at generation time, so the pool may grow). */
  ids(): readonly string[];
  /** E-mails of accounts that exist. */
  emails(): readonly string[];
  /** A value for a property by name, when the name says more than the schema (e.g. `cursor`). */
  byName?(name: string): fc.Arbitrary<unknown> | undefined;
}

/** One of a pool read when a value is generated. */
export const fromPool = (pool: () => readonly string[], fallback: fc.Arbitrary<string>) =>
  fc.nat().chain((index) => {
    const values = pool();
    const value = values[index % Math.max(values.length, 1)];
    return value === undefined ? fallback : fc.constant(value);
  });

const simpleEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}$/),
    fc.stringMatching(/^[a-z0-9]{1,12}$/),
    fc.constantFrom('com', 'test', 'example', 'io'),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

const types = (schema: SchemaObject): string[] => {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((item): item is string => typeof item === 'string');
  return [];
};

const numberOf = (schema: SchemaObject, key: string): number | undefined => {
  const value = schema[key];
  return typeof value === 'number' ? value : undefined;
};

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Arbitraries of values valid against the contract's schemas, for the features the contract uses. */
export class ArbitraryBuilder {
  readonly reader: SchemaReader;
  readonly hints: Hints;

  constructor(reader: SchemaReader, hints: Hints) {
    this.reader = reader;
    this.hints = hints;
  }

  /** Valid values of a schema; `name` is the property the value goes in, if any. */
  valid(schema: JsonSchema, name?: string): fc.Arbitrary<unknown> {
    const resolved = this.reader.resolve(schema);
    if (resolved === undefined) throw new Error('No value satisfies the schema false');
    const node = resolved.schema;
    const named = name === undefined ? undefined : this.hints.byName?.(name);
    const plain = this.plain(node, resolved.name);
    return named === undefined ? plain : fc.oneof(plain, named);
  }

  private plain(node: SchemaObject, component: string | undefined): fc.Arbitrary<unknown> {
    if ('const' in node) return fc.constant(node.const);
    if (Array.isArray(node.enum)) return fc.constantFrom(...node.enum);
    const branches = Array.isArray(node.anyOf) ? node.anyOf : Array.isArray(node.oneOf) ? node.oneOf : [];
    if (branches.length > 0) {
      return fc.oneof(
        ...branches
          .filter((branch) => isObject(branch) || branch === true)
          .map((branch) => this.valid(branch)),
      );
    }
    const nodeTypes = types(node);
    if (nodeTypes.length > 1) {
      return fc.oneof(...nodeTypes.map((type) => this.plain({ ...node, type }, component)));
    }
    switch (nodeTypes[0]) {
      case 'string':
        return this.string(node, component);
      case 'integer':
        return fc.integer({
          min: numberOf(node, 'minimum') ?? -1_000_000,
          max: numberOf(node, 'maximum') ?? 1_000_000,
        });
      case 'number':
        return fc.double({
          min: numberOf(node, 'minimum') ?? -1e9,
          max: numberOf(node, 'maximum') ?? 1e9,
          noNaN: true,
          noDefaultInfinity: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return this.array(node);
      case 'object':
        return this.object(node);
      default:
        return isObject(node.properties) ? this.object(node) : fc.jsonValue();
    }
  }

  private string(node: SchemaObject, component: string | undefined): fc.Arbitrary<string> {
    const minLength = numberOf(node, 'minLength') ?? 0;
    const maxLength = numberOf(node, 'maxLength') ?? 10_000;
    const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
    const examples = stringList(node.examples).filter(fits);
    switch (node.format) {
      case 'uuid':
        return fc.oneof(fc.uuid(), fromPool(this.hints.ids, fc.uuid()));
      case 'email':
        return fc.oneof(simpleEmail, fromPool(this.hints.emails, simpleEmail)).filter(fits);
      case 'uri':
        return fc.webUrl({ validSchemes: ['https', 'http'] }).filter(fits);
      case 'date-time':
        return fc
          .date({
            min: new Date('2000-01-01T00:00:00Z'),
            max: new Date('2100-01-01T00:00:00Z'),
            noInvalidDate: true,
          })
          .map((date) => date.toISOString());
      case 'date':
        return fc
          .date({
            min: new Date('2000-01-01T00:00:00Z'),
            max: new Date('2100-01-01T00:00:00Z'),
            noInvalidDate: true,
          })
          .map((date) => date.toISOString().slice(0, 10));
    }
    if (typeof node.pattern === 'string') {
      const pattern = new RegExp(node.pattern, 'u');
      const matching = this.matching(node.pattern, pattern, fits);
      const fromExamples = examples.length > 0 ? fc.constantFrom(...examples) : undefined;
      if (matching === undefined && fromExamples === undefined) {
        throw new Error(`No generator for pattern ${node.pattern} (${component ?? 'inline'}): add examples`);
      }
      if (matching === undefined) return fromExamples ?? fc.constant('');
      return fromExamples === undefined ? matching : fc.oneof(matching, fromExamples);
    }
    const text = fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 40) }).filter(fits);
    const longest = maxLength <= 10_000 ? [fc.constant('é'.repeat(maxLength))] : [];
    return fc.oneof(
      { weight: 8, arbitrary: text },
      ...longest.map((arbitrary) => ({ weight: 1, arbitrary })),
    );
  }

  /** Strings matching a pattern; lookaheads are left out of the generator and checked afterwards. */
  private matching(source: string, pattern: RegExp, fits: (value: string) => boolean) {
    try {
      const simplified = new RegExp(source.replace(/\(\?[!=][^)]*\)/g, ''), 'u');
      return fc.stringMatching(simplified).filter((value) => pattern.test(value) && fits(value));
    } catch {
      return undefined;
    }
  }

  private array(node: SchemaObject): fc.Arbitrary<unknown[]> {
    const items = node.items;
    const item =
      items === undefined
        ? fc.jsonValue()
        : this.valid(isObject(items) || typeof items === 'boolean' ? items : {});
    const minLength = numberOf(node, 'minItems') ?? 0;
    const maxLength = Math.max(minLength, Math.min(numberOf(node, 'maxItems') ?? 4, 4));
    return node.uniqueItems === true
      ? fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
      : fc.array(item, { minLength, maxLength });
  }

  private object(node: SchemaObject): fc.Arbitrary<SchemaObject> {
    const properties = isObject(node.properties) ? node.properties : {};
    const required = stringList(node.required);
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, property] of Object.entries(properties)) {
      if (property === false) continue;
      if (isObject(property) || property === true) model[key] = this.valid(property, key);
    }
    let base: fc.Arbitrary<SchemaObject> = fc.record(model, {
      requiredKeys: required.filter((key) => key in model),
    });
    const extra = node.additionalProperties;
    if (isObject(extra)) {
      const names = isObject(node.propertyNames) ? node.propertyNames : { type: 'string' };
      const maxKeys = Math.min(numberOf(node, 'maxProperties') ?? 5, 5);
      const key = this.valid({ type: 'string', ...names });
      const dictionary = fc.dictionary(
        key.filter((value): value is string => typeof value === 'string' && !(value in model)),
        this.valid(extra),
        { maxKeys },
      );
      base = fc.tuple(base, dictionary).map(([fixed, free]) => ({ ...free, ...fixed }));
    }
    if (isObject(node.if)) base = this.conditional(base, node);
    const minProperties = numberOf(node, 'minProperties') ?? 0;
    return minProperties > 0 ? base.filter((value) => Object.keys(value).length >= minProperties) : base;
  }

  /** `if`/`then`/`else`: adds what `then` requires, drops what the chosen branch forbids. */
  private conditional(base: fc.Arbitrary<SchemaObject>, node: SchemaObject): fc.Arbitrary<SchemaObject> {
    const condition = isObject(node.if) ? node.if : {};
    const properties = isObject(node.properties) ? node.properties : {};
    return base.chain((value) => {
      const branch = this.reader.accepts(condition, value) ? node.then : node.else;
      if (!isObject(branch)) return fc.constant(value);
      const kept: SchemaObject = { ...value };
      const forbidden = isObject(branch.properties) ? branch.properties : {};
      for (const [key, schema] of Object.entries(forbidden)) if (schema === false) delete kept[key];
      const missing: Record<string, fc.Arbitrary<unknown>> = {};
      for (const key of stringList(branch.required)) {
        const schema = properties[key];
        if (!(key in kept) && (isObject(schema) || schema === true)) missing[key] = this.valid(schema, key);
      }
      return fc.record(missing).map((added) => ({ ...kept, ...added }));
    });
  }
}
