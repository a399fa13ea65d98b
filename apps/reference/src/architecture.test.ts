import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// The dependency direction of HOUSE-STYLE: routes compose features, features never import each other,
// and lib (shared helpers) depends on nothing in the app. Checked on the source, so a violating import
// fails CI wherever it is added.

const src = resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] ?? '');
  return specifiers.map((specifier) => relative(src, resolve(dirname(file), specifier)));
}

/** 'features/landing/...' → ['features', 'landing']; 'lib/scroll' → ['lib']. */
function area(path: string): string[] {
  const [top, name] = path.split(sep);
  return top === 'features' ? [top, name ?? ''] : [top ?? ''];
}

describe('source architecture', () => {
  it('features import neither other features nor app or routes', () => {
    const offences: string[] = [];
    for (const file of sourceFiles(join(src, 'features'))) {
      const own = area(relative(src, file)).join('/');
      for (const target of relativeImports(file)) {
        const [top] = area(target);
        if (top === 'app' || top === 'routes' || (top === 'features' && area(target).join('/') !== own)) {
          offences.push(`${relative(src, file)} → ${target}`);
        }
      }
    }
    expect(offences).toEqual([]);
  });

  it('lib imports nothing from app, routes or features', () => {
    const offences = sourceFiles(join(src, 'lib')).flatMap((file) =>
      relativeImports(file)
        .filter((target) => ['app', 'routes', 'features'].includes(area(target)[0] ?? ''))
        .map((target) => `${relative(src, file)} → ${target}`),
    );
    expect(offences).toEqual([]);
  });
});
