import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pruneComponentCss, usedBreakpoints, usedComponentClasses } from '../../../../vite.radix-css.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function sources(files: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'radix-css-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}

describe('usedComponentClasses', () => {
  it("finds the classes of imported components and of the Radix parts they build on, not others'", async () => {
    const dir = await sources({
      'a.tsx': "import { Button, type ButtonProps, TextField as Field } from '@radix-ui/themes';",
      'b.ts': "import {\n  IconButton,\n} from '@radix-ui/themes';",
      'c.test.tsx': "import { Table } from '@radix-ui/themes';",
    });
    const classes = usedComponentClasses([dir]);
    for (const name of [
      'rt-Button',
      'rt-BaseButton',
      'rt-IconButton',
      'rt-TextFieldRoot',
      'rt-TextFieldInput',
    ]) {
      expect(classes, name).toContain(name);
    }
    // Tests and stories do not ship; components nobody imports keep no rules.
    expect(classes).not.toContain('rt-TableRoot');
    expect(classes).not.toContain('rt-DialogContent');
  });
});

describe('pruneComponentCss', () => {
  const css = `
.rt-Button:where(.rt-variant-solid) { color: red; }
.rt-TableRoot { display: table; }
.rt-TableRoot, .rt-Button.rt-r-size-2 { margin: 0; }
@media (min-width: 520px) { .rt-TableRoot { display: block; } .rt-Button { gap: 1px; } }
@media (min-width: 768px) { .rt-TableCell { padding: 0; } }
@keyframes rt-fade-in { from { opacity: 0; } to { opacity: 1; } }
.rt-r-size-1 { --size: 1; }
`;
  const pruned = pruneComponentCss(css, new Set(['rt-Button']));

  it('keeps the rules of used components with their modifiers', () => {
    expect(pruned).toContain('.rt-Button:where(.rt-variant-solid)');
    expect(pruned).toContain('.rt-Button.rt-r-size-2 { margin: 0; }');
    expect(pruned).toContain('.rt-Button { gap: 1px; }');
  });

  it('drops the rules of unused components and the at-rules they leave empty', () => {
    expect(pruned).not.toContain('rt-TableRoot');
    expect(pruned).not.toContain('rt-TableCell');
    expect(pruned).not.toContain('768px');
  });

  it('leaves keyframes and utility classes alone', () => {
    expect(pruned).toContain('@keyframes rt-fade-in');
    expect(pruned).toContain('from { opacity: 0; }');
    expect(pruned).toContain('.rt-r-size-1 { --size: 1; }');
  });
});

describe('usedBreakpoints', () => {
  it('finds the breakpoints used as keys of responsive values, not in tests', async () => {
    const dir = await sources({
      'a.tsx': "<Grid columns={{ initial: '1', md: '3' }} gap={{ initial: '2', xs: '4' }} />",
      'b.test.tsx': "<Box p={{ xl: '9' }} />",
    });
    expect([...usedBreakpoints([dir])].sort()).toEqual(['md', 'xs']);
  });
});

describe('pruneComponentCss with breakpoints', () => {
  const css = `
.rt-r-p-1 { padding: 1px; }
@media (min-width: 1024px) { .md\\:rt-r-p-1 { padding: 1px; } }
@media (min-width: 1640px) { .xl\\:rt-r-p-1 { padding: 1px; } .xl\\:rt-r-m-1, .rt-r-m-2 { margin: 0; } }
@media (min-width: 1640px) { .rt-Button:where(.xl\\:rt-r-size-1) { gap: 0; } }
`;
  const pruned = pruneComponentCss(css, new Set(['rt-Button']), new Set(['md']));

  it('keeps the responsive classes of the breakpoints the source uses, and every class that is not responsive', () => {
    expect(pruned).toContain('.rt-r-p-1 { padding: 1px; }');
    expect(pruned).toContain('.md\\:rt-r-p-1');
    expect(pruned).toContain('.rt-r-m-2 { margin: 0; }');
  });

  it('drops the responsive classes of unused breakpoints, in utilities and components alike', () => {
    expect(pruned).not.toContain('xl\\:');
  });
});
