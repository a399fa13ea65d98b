import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The package's layout, checked on the source so that a stray import fails CI wherever it is added:
// components live in domain folders (src/<domain>/<component>/) and are entered only through their
// index.ts; view models are shared through src/views/, helpers through src/internal/; no ui file imports
// itself back through a circle of imports (type-only imports count: they tie the files together too).

const src = resolve(import.meta.dirname);
const DOMAINS = [
  'catalogue',
  'procurement',
  'payments',
  'business',
  'messaging',
  'site',
  'primitives',
  'fleet',
];
const SHARED = ['views', 'internal'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The file a relative specifier names: itself, with .ts or .tsx, or its folder's index. */
function resolveImport(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  const found = candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path));
  if (!found) throw new Error(`${relative(src, from)}: cannot resolve '${specifier}'`);
  return found;
}

/** Every ui file a file imports, statically or with import(), values and types alike. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] ?? '');
  return specifiers.filter((s) => !s.endsWith('.css')).map((s) => resolveImport(file, s));
}

/** 'catalogue/product-card' for any file in that folder; null for views, internal and the package root. */
function componentOf(file: string): string | null {
  const [domain, component, ...rest] = relative(src, file).split('/');
  return domain && DOMAINS.includes(domain) && component && rest.length > 0 ? `${domain}/${component}` : null;
}

const files = sourceFiles(src);
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const name = (file: string) => relative(src, file);

describe('ui source architecture', () => {
  it('keeps components in domain folders, each with an index, beside views/ and internal/', () => {
    const stray = files
      .map(name)
      .filter((path) => path.includes('/'))
      .filter((path) => {
        const [top, , ...rest] = path.split('/');
        if (SHARED.includes(top ?? '')) return false;
        return !DOMAINS.includes(top ?? '') || rest.length === 0;
      });
    expect(stray).toEqual([]);
    const withoutIndex = DOMAINS.flatMap((domain) =>
      readdirSync(join(src, domain)).map((component) => `${domain}/${component}`),
    ).filter((component) => !existsSync(join(src, component, 'index.ts')));
    expect(withoutIndex).toEqual([]);
  });

  it("imports another component only through its index.ts, never one of the component's files", () => {
    const offences = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => {
          const component = componentOf(target);
          return component !== null && component !== componentOf(file) && !/\/index\.tsx?$/.test(target);
        })
        .map((target) => `${name(file)} → ${name(target)}`),
    );
    expect(offences).toEqual([]);
  });

  it('has no import circle', () => {
    // Tarjan's strongly connected components: any component of more than one file (or a file that imports
    // itself) is a circle.
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const circles: string[][] = [];
    const visit = (file: string) => {
      index.set(file, index.size);
      low.set(file, index.get(file) ?? 0);
      stack.push(file);
      for (const target of graph.get(file) ?? []) {
        if (!index.has(target)) {
          visit(target);
          low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
        } else if (stack.includes(target)) {
          low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
        }
      }
      if (low.get(file) !== index.get(file)) return;
      const members: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member) members.push(name(member));
      } while (member && member !== file);
      if (members.length > 1 || graph.get(file)?.includes(file)) circles.push(members.sort());
    };
    for (const file of files) if (!index.has(file)) visit(file);
    expect(circles).toEqual([]);
  });
});
