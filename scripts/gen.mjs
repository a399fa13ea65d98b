// Regenerates what derives from openapi.yaml. With --check, fails when the committed output is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = new URL('../', import.meta.url);
const target = new URL('packages/api-client/src/schema.gen.ts', root);
const header = '// Generated from openapi.yaml by `pnpm gen`. Do not edit.\n\n';

const ast = await openapiTS(new URL('openapi.yaml', root), { alphabetize: false });
const output = header + astToString(ast);

if (process.argv.includes('--check')) {
  const current = await readFile(target, 'utf8').catch(() => '');
  if (current !== output) {
    console.error(`${fileURLToPath(target)} is stale: run \`pnpm gen\` and commit the result.`);
    process.exit(1);
  }
  console.log('generated code is up to date');
} else {
  await writeFile(target, output);
  console.log(`wrote ${fileURLToPath(target)}`);
}
