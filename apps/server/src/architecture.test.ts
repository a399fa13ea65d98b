import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeModules } from './app.ts';
import { serverModules } from './modules/index.ts';
import { contractPath } from './paths.ts';
import { loadContract } from './plugins/openapi/contract.ts';

// The server's dependency rules (docs/architecture.md): a module is entered only through its index.ts;
// lib, plugins and db never reach into modules; modules do not depend on each other in a circle. Checked
// on the source, so a violating import fails CI wherever it is added (tests included).

const src = resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The files a source file imports, relative to src/ (`modules/auth/index.ts`). */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] ?? '');
  return specifiers.map((specifier) =>
    relative(src, resolve(dirname(file), specifier))
      .split(sep)
      .join('/'),
  );
}

/** `modules/auth/handlers.ts` → `auth`; anything outside a module → undefined. */
function moduleOf(path: string): string | undefined {
  const [top, name, rest] = path.split('/');
  return top === 'modules' && rest !== undefined ? name : undefined;
}

const files = sourceFiles(src).map((file) => ({ file, path: relative(src, file).split(sep).join('/') }));

describe('server architecture', () => {
  it('enters another module only through its index.ts', () => {
    const offences: string[] = [];
    for (const { file, path } of files) {
      const own = moduleOf(path);
      for (const target of relativeImports(file)) {
        const other = moduleOf(target);
        if (other === undefined || other === own) continue;
        if (target !== `modules/${other}/index.ts`) offences.push(`${path} → ${target}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('keeps lib, plugins and db free of modules and of the app (their tests may build the app)', () => {
    const offences = files
      .filter(({ path }) => /^(lib|plugins|db)\//.test(path) && !path.endsWith('.test.ts'))
      .flatMap(({ file, path }) =>
        relativeImports(file)
          .filter((target) => target.startsWith('modules/') || target === 'app.ts' || target === 'main.ts')
          .map((target) => `${path} → ${target}`),
      );
    expect(offences).toEqual([]);
  });

  it('has no circle of modules depending on each other', () => {
    const edges = new Map<string, Set<string>>();
    for (const { file, path } of files) {
      const own = moduleOf(path);
      if (own === undefined || path.endsWith('.test.ts')) continue;
      for (const target of relativeImports(file)) {
        const other = moduleOf(target);
        if (other !== undefined && other !== own) edges.set(own, (edges.get(own) ?? new Set()).add(other));
      }
    }
    const circles: string[] = [];
    const visit = (module: string, trail: string[]) => {
      if (trail.includes(module)) {
        circles.push([...trail.slice(trail.indexOf(module)), module].join(' → '));
        return;
      }
      for (const next of edges.get(module) ?? []) visit(next, [...trail, module]);
    };
    for (const module of edges.keys()) visit(module, []);
    expect(circles).toEqual([]);
  });

  it('gives every module an index.ts and names it after the contract tag of its operations', () => {
    const contract = loadContract(contractPath);
    const tagOf = new Map(contract.operations.map((operation) => [operation.operationId, operation.tags[0]]));
    const folders = readdirSync(join(src, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(
      folders.filter((folder) => !files.some(({ path }) => path === `modules/${folder}/index.ts`)),
    ).toEqual([]);
    expect(serverModules.map((module) => module.name).sort()).toEqual([...folders].sort());
    for (const module of serverModules) {
      for (const operationId of Object.keys(module.operations)) {
        expect(tagOf.get(operationId), `${operationId} in module ${module.name}`).toBe(module.name);
      }
    }
    expect(Object.keys(composeModules().operations).length).toBeGreaterThan(0);
  });
});
