import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeModules } from './app.ts';
import { migrationsDir } from './db/migrate.ts';
import { serverModules } from './modules/index.ts';
import { contractPath } from './paths.ts';
import { loadContract } from './plugins/openapi/contract.ts';

// The server's dependency rules (docs/architecture.md): a module is entered only through its index.ts;
// lib, plugins and db never reach into modules; modules do not depend on each other in a circle; app.ts
// knows the module list only; a module's services are its own. Checked on the source, so a violating
// import fails CI wherever it is added (tests included).

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

/** The text between the brace at `open` and its match. */
function braced(text: string, open: number): string {
  let depth = 0;
  for (let at = open; at < text.length; at += 1) {
    if (text[at] === '{') depth += 1;
    else if (text[at] === '}' && --depth === 0) return text.slice(open + 1, at);
  }
  return text.slice(open + 1);
}

/** The names at the top level of an object body or pattern (`auth, documents: { dir }` → auth, documents). */
function topLevelNames(body: string): string[] {
  let depth = 0;
  let flat = '';
  for (const char of body.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    else if (depth === 0) flat += char;
  }
  return [...flat.matchAll(/(?:^|,|;)\s*(\w+)\??\s*(?=[:,;]|$)/g)].map((match) => match[1] ?? '');
}

/** The `context.services` entries a file reads: `services.auth`, `services: { auth }`. */
function servicesRead(text: string, withPatterns: boolean): string[] {
  const names = [...text.matchAll(/\bservices\??\.(\w+)/g)].map((match) => match[1] ?? '');
  if (withPatterns) {
    for (const match of text.matchAll(/\bservices:\s*\{/g)) {
      names.push(...topLevelNames(braced(text, (match.index ?? 0) + match[0].length - 1)));
    }
  }
  return names;
}

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

  it('builds the app from the module list: app.ts imports no module but modules/index.ts', () => {
    const modules = relativeImports(join(src, 'app.ts')).filter((target) => target.startsWith('modules/'));
    expect(modules).toEqual(['modules/index.ts']);
  });

  it("declares a module's services and options in its own index.ts, under its own name", () => {
    const offences: string[] = [];
    for (const { file, path } of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/interface (ModuleServices|ModuleOptions) \{/g)) {
        if (path === 'plugins/openapi/operation.ts') continue;
        const module = /^modules\/([^/]+)\/index\.ts$/.exec(path)?.[1];
        if (module === undefined) {
          offences.push(`${path} declares ${match[1]}`);
          continue;
        }
        if (match[1] !== 'ModuleServices') continue;
        for (const name of topLevelNames(braced(text, (match.index ?? 0) + match[0].length - 1))) {
          if (name !== module) offences.push(`${path} declares the services of ${name}`);
        }
      }
    }
    expect(offences).toEqual([]);
  });

  it("reads only its own module's services; others' through their index.ts", () => {
    const offences: string[] = [];
    for (const { file, path } of files) {
      const own = moduleOf(path);
      if (own === undefined) continue;
      // index.ts builds its services (`start` returns `{ services: { ... } }`): only reads count there.
      const isIndex = path === `modules/${own}/index.ts`;
      for (const name of servicesRead(readFileSync(file, 'utf8'), !isIndex)) {
        if (name !== own) offences.push(`${path} reads services.${name}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it("seeds the demo through the modules' doors: demo/ imports them by index.ts only and holds no SQL", () => {
    const offences: string[] = [];
    for (const { file, path } of files) {
      if (!path.startsWith('demo/')) continue;
      for (const target of relativeImports(file)) {
        if (target.startsWith('modules/') && !/^modules\/[^/]+\/index\.ts$/.test(target))
          offences.push(`${path} → ${target}`);
      }
      // Its tests check what the seeding wrote as any test does; the seeders themselves write through doors.
      if (path.endsWith('.test.ts')) continue;
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/['"`]\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\s/g)) {
        offences.push(`${path} holds SQL (${match[1]})`);
      }
      if (/\.query\s*[<(]/.test(text)) offences.push(`${path} runs a query`);
    }
    expect(offences).toEqual([]);
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

// Every table one owner (docs/architecture.md): a module writes only the tables it declares
// (`ServerModule.tables`), and its SQL names no other module's table, only the views modules publish
// (`ServerModule.views`). The one read model that joins across modules (`read-models/`) reads but never
// writes. lib's machinery owns the tables of its own files; `db/` owns the migrations' bookkeeping.

/** Tables owned outside the modules: cross-cutting machinery in lib, and the migrator. */
const machineryTables: Readonly<Record<string, string>> = {
  rate_limits: 'lib/rate-limits.ts',
  idempotency_keys: 'lib/idempotency.ts',
  schema_migrations: 'db/migrate.ts',
};

/** The folder of the read model allowed to read every module's tables (and write none). */
const readModels = 'read-models';

const migrationsSql = readdirSync(migrationsDir)
  .filter((name) => name.endsWith('.sql'))
  .map((name) => readFileSync(join(migrationsDir, name), 'utf8'))
  .join('\n');
const tablesInMigrations = new Set(
  [...migrationsSql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)/g)].map((m) => m[1] ?? ''),
);
const viewsInMigrations = new Set(
  [...migrationsSql.matchAll(/CREATE (?:OR REPLACE )?VIEW ([a-z_]+)/g)].map((m) => m[1] ?? ''),
);
tablesInMigrations.add('schema_migrations');

/** A file's text without its comments (line comments and JSDoc), so prose about a table is not SQL. */
const codeOf = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .join('\n');

/** The tables and views a file's SQL names, by what it does with them. */
export function sqlNames(text: string): { writes: Set<string>; reads: Set<string> } {
  const code = codeOf(text);
  const pick = (pattern: RegExp) => new Set([...code.matchAll(pattern)].map((m) => m[1] ?? ''));
  const writes = new Set([
    ...pick(/\bINSERT INTO ([a-z_]+)/g),
    ...pick(/\bUPDATE ([a-z_]+)(?: AS [a-z_]+)?\s+SET\b/g),
    ...pick(/\bDELETE FROM ([a-z_]+)/g),
  ]);
  const reads = pick(/\b(?:FROM|JOIN)\s+([a-z_]+)/g);
  return { writes, reads };
}

/** Who `path` (relative to src/) speaks for: a module's name, `lib/x.ts`, `db/x.ts`, the read model, or src. */
function speakerOf(path: string): string {
  const module = moduleOf(path);
  if (module !== undefined) return module;
  if (path.startsWith(`${readModels}/`)) return readModels;
  return path;
}

const owners = new Map<string, string>(Object.entries(machineryTables));
const publishers = new Map<string, string>();
for (const module of serverModules) {
  for (const table of module.tables ?? []) owners.set(table, module.name);
  for (const view of module.views ?? []) publishers.set(view, module.name);
}
const ownedBy = (speaker: string) =>
  new Set([...owners].filter(([, owner]) => owner === speaker).map(([table]) => table));

const sqlFiles = files.filter(
  ({ path }) => !path.endsWith('.test.ts') && !path.startsWith('test/') && !path.startsWith('scripts/'),
);

describe('server architecture: every table one owner', () => {
  it('gives every table of the migrations exactly one owner, and every view one publisher', () => {
    expect([...tablesInMigrations].filter((table) => !owners.has(table)).sort()).toEqual([]);
    expect([...owners.keys()].filter((table) => !tablesInMigrations.has(table)).sort()).toEqual([]);
    expect([...viewsInMigrations].filter((view) => !publishers.has(view)).sort()).toEqual([]);
    expect([...publishers.keys()].filter((view) => !viewsInMigrations.has(view)).sort()).toEqual([]);
    const declared = serverModules.flatMap((module) => module.tables ?? []);
    expect(declared.length).toBe(new Set(declared).size);
  });

  it('lets only the owner write a table (INSERT, UPDATE, DELETE)', () => {
    const offences = sqlFiles.flatMap(({ file, path }) => {
      const speaker = speakerOf(path);
      return [...sqlNames(readFileSync(file, 'utf8')).writes]
        .filter((name) => tablesInMigrations.has(name) || viewsInMigrations.has(name))
        .filter((name) => owners.get(name) !== speaker)
        .map((name) => `${path} writes ${name} (owned by ${owners.get(name) ?? 'nobody'})`);
    });
    expect(offences).toEqual([]);
  });

  it("reads another module's data only through the views it publishes (the read model excepted)", () => {
    const offences = sqlFiles.flatMap(({ file, path }) => {
      const speaker = speakerOf(path);
      if (speaker === readModels) return [];
      const own = ownedBy(speaker);
      return [...sqlNames(readFileSync(file, 'utf8')).reads]
        .filter((name) => tablesInMigrations.has(name) && !own.has(name))
        .map((name) => `${path} reads ${name} (owned by ${owners.get(name) ?? 'nobody'})`);
    });
    expect(offences).toEqual([]);
  });

  it('keeps the read model read-only', () => {
    const writes = sqlFiles
      .filter(({ path }) => speakerOf(path) === readModels)
      .flatMap(({ file, path }) =>
        [...sqlNames(readFileSync(file, 'utf8')).writes].map((name) => `${path} → ${name}`),
      );
    expect(writes).toEqual([]);
    expect(sqlFiles.some(({ path }) => speakerOf(path) === readModels)).toBe(true);
  });

  it('catches what it is meant to catch', () => {
    expect(sqlNames("tx.query('UPDATE workflows SET status = $2 WHERE id = $1')").writes).toEqual(
      new Set(['workflows']),
    );
    expect(sqlNames('`UPDATE workflows AS w SET status = $2`').writes).toEqual(new Set(['workflows']));
    expect(sqlNames('`INSERT INTO proposals (id) VALUES ($1)`').writes).toEqual(new Set(['proposals']));
    expect(sqlNames('`SELECT 1 FROM business_members bm JOIN users u ON u.id = bm.user_id`').reads).toEqual(
      new Set(['business_members', 'users']),
    );
    expect(sqlNames('// reads FROM users in prose only\nconst x = 1;').reads).toEqual(new Set());
    expect(sqlNames('`SELECT 1 FOR UPDATE OF w`').writes).toEqual(new Set());
  });
});
