// Regenerates what derives from openapi.yaml:
// - packages/api-client/src/schema.gen.ts: the contract's types (openapi-typescript);
// - packages/api-client/src/enums.gen.ts: every named enum schema of the contract as a constant list and its
//   type, with no imports, so the server, the ui and the widgets share one list per enum.
// With --check, fails when the committed output is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = new URL('../', import.meta.url);
const contractUrl = new URL('openapi.yaml', root);
const header = '// Generated from openapi.yaml by `pnpm gen`. Do not edit.\n\n';

async function schemaTypes() {
  const ast = await openapiTS(contractUrl, { alphabetize: false });
  return header + astToString(ast);
}

/** `ProductCategory` → `productCategoryValues`, the name openapi-typescript's own `enumValues` uses. */
const valuesName = (schema) => `${schema[0].toLowerCase()}${schema.slice(1)}Values`;

async function enumModule() {
  const document = parse(await readFile(contractUrl, 'utf8'));
  const schemas = document.components?.schemas ?? {};
  const blocks = [];
  for (const [name, schema] of Object.entries(schemas)) {
    if (!Array.isArray(schema?.enum) || schema.type !== 'string') continue;
    const values = schema.enum.map((value) => JSON.stringify(value)).join(', ');
    const doc = (schema.description ?? `The contract's \`${name}\`.`).trim().replaceAll('\n', ' ');
    blocks.push(
      `/** ${doc} */\nexport const ${valuesName(name)} = [${values}] as const;\n` +
        `/** One of {@link ${valuesName(name)}}. */\nexport type ${name} = (typeof ${valuesName(name)})[number];\n`,
    );
  }
  return `${header}${blocks.join('\n')}`;
}

const outputs = [
  { target: new URL('packages/api-client/src/schema.gen.ts', root), make: schemaTypes },
  { target: new URL('packages/api-client/src/enums.gen.ts', root), make: enumModule },
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
