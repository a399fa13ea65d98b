import { describe, expect, it } from 'vitest';
import { entryChunk, entryClosure } from '../../vite.entry-chunk.ts';

function chunk(fileName: string, imports: string[], isEntry = false) {
  return { type: 'chunk' as const, fileName, imports, isEntry };
}

const asset = { type: 'asset' as const };

describe('entryClosure', () => {
  it("lists the entry and what it imports statically, recursively, but not the lazy screens' chunks", () => {
    const output = [
      chunk('index-a.js', ['react-b.js', 'card-c.js'], true),
      chunk('react-b.js', []),
      chunk('card-c.js', ['text-d.js']),
      chunk('text-d.js', ['react-b.js']),
      chunk('home-e.js', ['card-c.js', 'dialog-f.js']),
      chunk('dialog-f.js', []),
      asset,
    ];
    expect(entryClosure(output).map((c) => c.fileName)).toEqual([
      'index-a.js',
      'react-b.js',
      'card-c.js',
      'text-d.js',
    ]);
  });

  it('refuses a bundle without exactly one entry', () => {
    expect(() => entryClosure([chunk('a.js', [])])).toThrow(/one entry/);
    expect(() => entryClosure([chunk('a.js', [], true), chunk('b.js', [], true)])).toThrow(/one entry/);
  });
});

describe('entryChunk', () => {
  it('captures no module before the first pass has run, and keeps the tree-shaken set as it is', () => {
    const { group } = entryChunk({ allowedImports: ['react'] });
    expect(typeof group.test === 'function' && group.test('/src/main.tsx')).toBeFalsy();
    expect(group.includeDependenciesRecursively).toBe(false);
  });
});
