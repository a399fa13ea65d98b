import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  pruneComponentCss,
  usedComponentClasses,
  usedResponsiveClasses,
} from '../../../../vite.radix-css.ts';

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

describe('usedResponsiveClasses', () => {
  const use = async () =>
    usedResponsiveClasses([
      await sources({
        'a.tsx': `<Grid columns={{ initial: '1', md: '3' }} gap={{ initial: '2', xs: '4' }} px="4" />
<Flex direction={wide ? { initial: 'column', sm: 'row' } : 'column'} align={align} />`,
        'b.test.tsx': "<Box p={{ xl: '9' }} mb={{ lg: '2' }} />",
      }),
    ]);

  it('finds the breakpoints used as keys of responsive values, not in tests', async () => {
    expect([...(await use()).breakpoints].sort()).toEqual(['md', 'sm', 'xs']);
  });

  it("finds the classes of every Radix prop given an expression, from Radix Themes' own prop definitions", async () => {
    const { classes } = await use();
    // columns → grid-template-columns, gap, direction → flex-direction; align is Flex's, Text's and Table's.
    for (const name of ['rt-r-gtc', 'rt-r-gap', 'rt-r-fd', 'rt-r-ai', 'rt-r-ta', 'rt-r-va']) {
      expect(classes, name).toContain(name);
    }
    // A string is never responsive, and tests do not ship.
    expect(classes).not.toContain('rt-r-px');
    expect(classes).not.toContain('rt-r-p');
    expect(classes).not.toContain('rt-r-mb');
  });
});

describe('pruneComponentCss with responsive use', () => {
  const css = `
.rt-r-p-1 { padding: 1px; }
@media (min-width: 1024px) { .md\\:rt-r-p-1 { padding: 1px; } .md\\:rt-r-px-1 { padding: 0 1px; } }
@media (min-width: 1024px) { .md\\:rt-r-gtc-2 { grid-template-columns: 1fr 1fr; } }
@media (min-width: 1640px) { .xl\\:rt-r-p-1 { padding: 1px; } .xl\\:rt-r-m-1, .rt-r-m-2 { margin: 0; } }
@media (min-width: 1640px) { .rt-Button:where(.xl\\:rt-r-size-1) { gap: 0; } }
`;
  const pruned = pruneComponentCss(css, new Set(['rt-Button']), {
    breakpoints: new Set(['md']),
    classes: new Set(['rt-r-p', 'rt-r-size']),
  });

  it('keeps the responsive classes of the breakpoints and props the source uses, and every class that is not responsive', () => {
    expect(pruned).toContain('.rt-r-p-1 { padding: 1px; }');
    expect(pruned).toContain('.md\\:rt-r-p-1');
    expect(pruned).toContain('.rt-r-m-2 { margin: 0; }');
  });

  it('drops the responsive classes of unused breakpoints and props, in utilities and components alike', () => {
    expect(pruned).not.toContain('xl\\:');
    // `rt-r-p` is used responsively; `rt-r-px` and `rt-r-gtc` (columns) are not.
    expect(pruned).not.toContain('rt-r-px');
    expect(pruned).not.toContain('gtc');
  });
});
