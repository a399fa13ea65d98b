import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// styles.css imports only the Radix colour scales the app names. A colour named in the app's or the
// component library's source without its scale would render without colour: this keeps the list complete.

const RADIX_COLORS = [
  'amber',
  'blue',
  'bronze',
  'brown',
  'crimson',
  'cyan',
  'gold',
  'grass',
  'gray',
  'green',
  'indigo',
  'iris',
  'jade',
  'lime',
  'mauve',
  'mint',
  'olive',
  'orange',
  'pink',
  'plum',
  'purple',
  'red',
  'ruby',
  'sage',
  'sand',
  'sky',
  'slate',
  'teal',
  'tomato',
  'violet',
  'yellow',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const here = import.meta.dirname;
const roots = [resolve(here, '..'), resolve(here, '../../../../packages/ui/src')];

describe("the app's stylesheet", () => {
  it('imports the scale of every Radix colour the source names, and no other', () => {
    const source = roots
      .flatMap(sourceFiles)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const named = RADIX_COLORS.filter((color) => new RegExp(`['"]${color}['"]`).test(source));
    // styles.css holds the scales of the first page; lib/stage-colours those only the stage badge uses,
    // loaded with the screens that show it.
    const css = ['styles.css', '../lib/stage-colours/stage-colours.css']
      .map((file) => readFileSync(join(here, file), 'utf8'))
      .join('\n');
    const imported = [...css.matchAll(/tokens\/colors\/([a-z]+)\.css/g)].map((match) => match[1]).sort();
    expect(named).toContain('indigo');
    expect(imported).toEqual(named);
  });

  it('takes the whole of Radix Themes but its colour scales, in Radix order', () => {
    const css = readFileSync(join(here, 'styles.css'), 'utf8');
    expect(css).toContain('@radix-ui/themes/tokens/base.css');
    expect(css).not.toMatch(/@radix-ui\/themes\/(styles|tokens)\.css/);
    const main = readFileSync(join(here, '../main.tsx'), 'utf8');
    const order = ['./app/styles.css', '@radix-ui/themes/components.css', '@radix-ui/themes/utilities.css'];
    const positions = [...order, '@robomarket/ui/robomarket.css'].map((file) =>
      main.indexOf(`import '${file}'`),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});
