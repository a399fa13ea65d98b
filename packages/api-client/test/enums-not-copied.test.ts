import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as generated from '../src/enums.gen';

// The contract's enums are generated (`pnpm gen` → src/enums.gen.ts, imported as
// '@robomarket/api-client/enums'); a hand-written list of their values drifts from openapi.yaml the day a
// value is added. This scans the source of every package and app and fails on a file that spells out two
// or more values of one generated enum as string literals in one array or one union type. Single values
// (`role === 'admin'`, a default `'ROBOT'`) and label maps keyed by the enum (`Record<ProductCategory,
// string>`) are fine: a new value makes the map a type error until it has its label. The parts of an enum
// the contract names (its `x-sets`, such as the open workflow statuses, and `x-subset-of` schemas such as
// the seller roles) are generated too, so a copy of one fails even when marked as an enum subset.

const repo = resolve(import.meta.dirname, '../../..');

/**
 * Server files that still copy enums (none today). Remove a line when its file imports the generated enums; a file fixed but still listed fails
 * too, so this list only shrinks. Nothing outside apps/server may be listed.
 */
const PENDING_SERVER_FILES: string[] = [];

// The generated module exports `...Values` lists and, for the named parts, `is...` guards (its types
// vanish at run time).
const enums = Object.entries(generated).flatMap(([name, values]) =>
  Array.isArray(values) ? [{ name, values: new Set<string>(values) }] : [],
);

const SKIPPED_DIRECTORIES = new Set([
  'node_modules',
  'dist',
  'test',
  'tests',
  '__tests__',
  'fixtures',
  'e2e',
]);

function isScanned(name: string): boolean {
  if (!/\.tsx?$/.test(name) || name.endsWith('.d.ts')) return false;
  return !/\.gen\.ts$|\.(test|spec|stories)\.tsx?$|fixtures?\.tsx?$/.test(name);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : sourceFiles(path);
    return isScanned(entry.name) ? [path] : [];
  });
}

function scannedRoots(): string[] {
  return ['packages', 'apps'].flatMap((group) =>
    readdirSync(join(repo, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(repo, group, entry.name, 'src')),
  );
}

/**
 * A deliberate part of an enum (the currencies the wizard offers) says so in a comment with the words "enum
 * subset" on its line or one of the three above; it is typed by the enum, so it cannot name a value the
 * contract lacks. Whole copies, of an enum or of a part the contract names, have no such excuse.
 */
function markedSubset(lines: string[], line: number): boolean {
  return lines.slice(Math.max(0, line - 4), line).some((text) => /enum subset/i.test(text));
}

/** String literals that are direct members of an array literal or of a union type. */
function literalGroups(file: string): { line: number; values: string[]; marked: boolean }[] {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const groups: { line: number; values: string[]; marked: boolean }[] = [];
  const literal = (node: ts.Node): string | undefined => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) return node.literal.text;
    // `as const` and `satisfies` wrappers around a single member.
    if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return literal(node.expression);
    return undefined;
  };
  const visit = (node: ts.Node) => {
    const members = ts.isArrayLiteralExpression(node)
      ? node.elements
      : ts.isUnionTypeNode(node)
        ? node.types
        : undefined;
    if (members) {
      const values = members.map(literal).filter((value): value is string => value !== undefined);
      if (values.length >= 2) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        groups.push({ line, values, marked: markedSubset(lines, line) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return groups;
}

/** Whether a marked subset is exactly a generated list: a part the contract names, copied. */
const isWholeList = (copied: readonly string[], list: ReadonlySet<string>) =>
  copied.length === list.size && copied.every((value) => list.has(value));

/**
 * `path:line: productCategoryValues ('ROBOT', 'PART')` for each group that copies an enum: two or more of
 * its values, or, for a marked subset, all the values of a generated list and nothing else.
 */
function copiesIn(file: string): string[] {
  return literalGroups(file).flatMap(({ line, values, marked }) =>
    enums.flatMap(({ name, values: enumValues }) => {
      const copied = [...new Set(values.filter((value) => enumValues.has(value)))];
      const copy = marked
        ? copied.length === new Set(values).size && isWholeList(copied, enumValues)
        : copied.length >= 2;
      return copy
        ? [`${relative(repo, file)}:${line}: ${name} (${copied.map((value) => `'${value}'`).join(', ')})`]
        : [];
    }),
  );
}

function allCopies(): Map<string, string[]> {
  const byFile = new Map<string, string[]>();
  for (const root of scannedRoots()) {
    for (const file of sourceFiles(root)) {
      const copies = copiesIn(file);
      if (copies.length > 0) byFile.set(relative(repo, file), copies);
    }
  }
  return byFile;
}

describe('generated enums are imported, never copied', () => {
  const copies = allCopies();

  it('finds no hand-written list of an enum in packages/*/src or apps/*/src', () => {
    const offences = [...copies]
      .filter(([file]) => !PENDING_SERVER_FILES.includes(file))
      .flatMap(([, found]) => found);
    expect(offences, "import the values from '@robomarket/api-client/enums' instead").toEqual([]);
  });

  it('lists only server files that still copy an enum as pending', () => {
    for (const file of PENDING_SERVER_FILES) expect(file).toMatch(/^apps\/server\//);
    const fixed = PENDING_SERVER_FILES.filter((file) => !copies.has(file));
    expect(fixed, 'these files no longer copy an enum: remove them from PENDING_SERVER_FILES').toEqual([]);
  });

  it('recognises a copy in an array or a union, and not a single value or a label map', () => {
    expect(enums.map(({ name }) => name)).toContain('productCategoryValues');
    for (const { name } of enums) expect(name).toMatch(/Values$/);
    const sample = join(import.meta.dirname, 'support', 'enum-copies.sample.ts');
    expect(copiesIn(sample).map((copy) => copy.replace(/^.*?:(\d+): /, '$1: '))).toEqual([
      "4: userRoleValues ('dealer', 'parent_dealership')",
      "4: sellerRoleValues ('dealer', 'parent_dealership')",
      "5: productCategoryValues ('ROBOT', 'PART')",
      "12: openRfpStatusValues ('UNDER_REVIEW', 'SUBMITTED')",
      "14: unpaidPaymentStatusValues ('FAILED', 'EXPIRED')",
      "15: sellerRoleValues ('dealer', 'parent_dealership', 'child_dealership')",
    ]);
  });

  it("generates each named part of an enum with its guard, and the part's values are the enum's", () => {
    const lists = new Map(enums.map(({ name, values }) => [name, values]));
    const parts: [string, string, string][] = [
      ['sellerRoleValues', 'userRoleValues', 'isSellerRole'],
      ['openWorkflowStatusValues', 'workflowStatusValues', 'isOpenWorkflowStatus'],
      ['openRfpStatusValues', 'rfpStatusValues', 'isOpenRfpStatus'],
    ];
    const guards = generated as unknown as Record<string, (value: string) => boolean>;
    for (const [part, whole, guard] of parts) {
      const values = [...(lists.get(part) ?? [])];
      expect(values.length, part).toBeGreaterThan(0);
      for (const value of lists.get(whole) ?? []) expect(guards[guard]?.(value)).toBe(values.includes(value));
      expect(guards[guard]?.('not a value')).toBe(false);
    }
    // The one definition of "open" the dashboard and the state machine share: everything before the end.
    expect(generated.openWorkflowStatusValues).toEqual(
      generated.workflowStatusValues.filter(
        (status) => !['ORDER_COMPLETED', 'ORDER_CANCELLED'].includes(status),
      ),
    );
  });
});
