// Regenerates what derives from openapi.yaml:
// - packages/api-client/src/schema.gen.ts: the contract's types (openapi-typescript);
// - packages/api-client/src/enums.gen.ts: every named enum schema of the contract as a constant list and its
//   type, with no imports, so the server, the ui and the widgets share one list per enum; and the named parts
//   of an enum the code needs (an enum's `x-sets`, a schema marked `x-subset-of` another enum) as a list,
//   a type and a type guard each;
// - packages/api-client/src/limits.gen.ts: the limits (lengths, ranges, patterns, item counts) of every
//   request body's fields, with no imports, so every form enforces the contract's limits before sending;
// - packages/api-client/src/legacy/schema.gen.ts: the legacy generation's types, from openapi.legacy.yaml.
// With --check, fails when the committed output is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = new URL('../', import.meta.url);
const contractUrl = new URL('openapi.yaml', root);
const legacyContractUrl = new URL('openapi.legacy.yaml', root);
const headerFor = (file) => `// Generated from ${file} by \`pnpm gen\`. Do not edit.\n\n`;
const header = headerFor('openapi.yaml');

async function schemaTypes(url = contractUrl, file = 'openapi.yaml') {
  const ast = await openapiTS(url, { alphabetize: false });
  return headerFor(file) + astToString(ast);
}

/** `ProductCategory` → `productCategoryValues`, the name openapi-typescript's own `enumValues` uses. */
const valuesName = (schema) => `${schema[0].toLowerCase()}${schema.slice(1)}Values`;

/** A string enum schema's values, or undefined for any other schema. */
const enumValues = (schema) =>
  Array.isArray(schema?.enum) && schema.type === 'string' ? schema.enum : undefined;

/** The constant list and the type of one enum (or one part of an enum). */
function enumBlock(name, values, description) {
  const doc = (description ?? `The contract's \`${name}\`.`).trim().replaceAll('\n', ' ');
  return (
    `/** ${doc} */\nexport const ${valuesName(name)} = [${values.map((value) => JSON.stringify(value)).join(', ')}] as const;\n` +
    `/** One of {@link ${valuesName(name)}}. */\nexport type ${name} = (typeof ${valuesName(name)})[number];\n`
  );
}

/** The type guard of a part of an enum: whether a value (of the whole enum, or any string) is in the part. */
const guardBlock = (name) =>
  `/** Whether \`value\` is one of {@link ${valuesName(name)}}. */\n` +
  `export const is${name} = (value: string): value is ${name} =>\n  (${valuesName(name)} as readonly string[]).includes(value);\n`;

/** Fails the generation when a part names a value its enum lacks (a typo, or a value renamed in one place). */
function checkPart(part, values, whole, wholeValues) {
  const strangers = values.filter((value) => !wholeValues?.includes(value));
  if (wholeValues === undefined || strangers.length > 0 || values.length === 0) {
    throw new Error(`openapi.yaml: ${part} must list values of the string enum ${whole}; not: ${strangers}`);
  }
}

/**
 * Every string enum schema; then, after an enum, each of its `x-sets` (`open` on `WorkflowStatus` →
 * `openWorkflowStatusValues`, `OpenWorkflowStatus`, `isOpenWorkflowStatus`); a schema with `x-subset-of`
 * (a part the contract itself uses, such as `SellerRole`) gets its guard too.
 */
async function enumModule() {
  const document = parse(await readFile(contractUrl, 'utf8'));
  const schemas = document.components?.schemas ?? {};
  const blocks = [];
  for (const [name, schema] of Object.entries(schemas)) {
    const values = enumValues(schema);
    if (values === undefined) continue;
    blocks.push(enumBlock(name, values, schema.description));
    const whole = schema['x-subset-of'];
    if (whole !== undefined) {
      checkPart(name, values, whole, enumValues(schemas[whole]));
      blocks.push(guardBlock(name));
    }
    for (const [set, part] of Object.entries(schema['x-sets'] ?? {})) {
      const partName = `${set[0].toUpperCase()}${set.slice(1)}${name}`;
      checkPart(`${name}'s x-sets.${set}`, part?.enum ?? [], name, values);
      blocks.push(enumBlock(partName, part.enum, part.description) + guardBlock(partName));
    }
  }
  return `${header}${blocks.join('\n')}`;
}

const LIMIT_KEYS = ['minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'];
const LIMIT_KEYS_MORE = ['pattern', 'minItems', 'maxItems', 'maxProperties'];

/** `CreateProductRequest` → `createProductRequestLimits`. */
const limitsName = (schema) => `${schema[0].toLowerCase()}${schema.slice(1)}Limits`;

/** The limits one field's schema declares ($ref followed), or undefined when it declares none. */
function fieldLimits(schema, schemas, depth = 0) {
  if (depth > 5 || typeof schema !== 'object' || schema === null) return undefined;
  const ref = schema.$ref?.match(/^#\/components\/schemas\/(.+)$/)?.[1];
  const resolved = ref === undefined ? schema : { ...schemas[ref], ...schema, $ref: undefined };
  // `anyOf: [PhoneNumber, null]`: the limits of the branch that declares some.
  for (const branch of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])]) {
    const found = fieldLimits(branch, schemas, depth + 1);
    if (found) return found;
  }
  const limits = {};
  for (const key of [...LIMIT_KEYS, ...LIMIT_KEYS_MORE]) {
    if (resolved[key] !== undefined) limits[key] = resolved[key];
  }
  const items = fieldLimits(resolved.items, schemas, depth + 1);
  if (items) limits.items = items;
  const names = fieldLimits(resolved.propertyNames, schemas, depth + 1);
  if (names) limits.keys = names;
  const values = fieldLimits(resolved.additionalProperties, schemas, depth + 1);
  if (values) limits.values = values;
  return Object.keys(limits).length > 0 ? limits : undefined;
}

async function limitsModule() {
  const document = parse(await readFile(contractUrl, 'utf8'));
  const schemas = document.components?.schemas ?? {};
  const blocks = [];
  for (const [name, schema] of Object.entries(schemas)) {
    if (!name.endsWith('Request') || schema?.type !== 'object' || !schema.properties) continue;
    const fields = {};
    for (const [field, fieldSchema] of Object.entries(schema.properties)) {
      const limits = fieldLimits(fieldSchema, schemas);
      if (limits) fields[field] = limits;
    }
    if (Object.keys(fields).length === 0) continue;
    blocks.push(
      `/** The limits of \`${name}\`'s fields. */\nexport const ${limitsName(name)} = ${JSON.stringify(fields, null, 2)} as const;\n`,
    );
  }
  return `${header}${blocks.join('\n')}`;
}

const outputs = [
  { target: new URL('packages/api-client/src/schema.gen.ts', root), make: schemaTypes },
  { target: new URL('packages/api-client/src/enums.gen.ts', root), make: enumModule },
  { target: new URL('packages/api-client/src/limits.gen.ts', root), make: limitsModule },
  {
    target: new URL('packages/api-client/src/legacy/schema.gen.ts', root),
    make: () => schemaTypes(legacyContractUrl, 'openapi.legacy.yaml'),
  },
];

let stale = false;
for (const { target, make } of outputs) {
  const output = await make();
  if (process.argv.includes('--check')) {
    const current = await readFile(target, 'utf8').catch(() => '');
    if (current !== output) {
      console.error(`${fileURLToPath(target)} is stale: run \`pnpm gen\` and commit the result.`);
      stale = true;
    }
  } else {
    await writeFile(target, output);
    console.log(`wrote ${fileURLToPath(target)}`);
  }
}
if (stale) process.exit(1);
if (process.argv.includes('--check')) console.log('generated code is up to date');
