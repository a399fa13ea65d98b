import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { helperModule, iconModule, roundPathData, splitIconImports } from '../../../../vite.radix-icons.ts';

const require = createRequire(import.meta.url);
const manifest = require.resolve('@radix-ui/react-icons/package.json');
const source = readFileSync(
  join(dirname(manifest), (JSON.parse(readFileSync(manifest, 'utf8')) as { module: string }).module),
  'utf8',
);

describe('splitIconImports', () => {
  it('turns one import of several icons into one import per icon, keeping local names', () => {
    const code = "import { ArrowLeftIcon, PlusIcon as Plus } from '@radix-ui/react-icons';\nexport {};";
    const split = splitIconImports(code);
    expect(split).toContain(
      "import { ArrowLeftIcon as ArrowLeftIcon } from '\0robomarket-radix-icon:ArrowLeftIcon';",
    );
    expect(split).toContain("import { PlusIcon as Plus } from '\0robomarket-radix-icon:PlusIcon';");
    expect(split).not.toContain("'@radix-ui/react-icons'");
  });

  it('reads imports over several lines and leaves other imports alone', () => {
    const code =
      "import {\n  CheckIcon,\n  Cross2Icon,\n} from '@radix-ui/react-icons';\nimport { Button } from '@radix-ui/themes';";
    const split = splitIconImports(code);
    expect(split.match(/robomarket-radix-icon:/g)).toHaveLength(2);
    expect(split).toContain("import { Button } from '@radix-ui/themes';");
  });
});

describe('iconModule', () => {
  it("gives an icon a module of its own with the package's drawing", () => {
    const module = iconModule(source, 'ArrowRightIcon');
    expect(module).toMatch(/^import \{ forwardRef, createElement \} from 'react';/);
    expect(module).toContain('var ArrowRightIcon = /*#__PURE__*/forwardRef(');
    expect(module).toMatch(/export \{ ArrowRightIcon \};$/);
    // Only this icon: no other icon's declaration comes along.
    expect(module.match(/forwardRef\(/g)).toHaveLength(1);
    // Its `_excluded$…` list is declared in the module that uses it.
    const excluded = /_objectWithoutPropertiesLoose\(_ref, (_excluded(?:\$\w+)?)\)/.exec(module)?.[1];
    expect(module).toContain(`var ${excluded} = ["color"];`);
  });

  it("draws the icon's path with two decimals", () => {
    const module = iconModule(source, 'CheckCircledIcon');
    const path = /\bd: "([^"]*)"/.exec(module)?.[1] ?? '';
    expect(path).toMatch(/^M/);
    expect(path).not.toMatch(/\.\d{3}/);
  });

  it('fails the build for an icon the package does not have', () => {
    expect(() => iconModule(source, 'NoSuchIcon')).toThrow('no icon named NoSuchIcon');
  });

  it('shares the props helper in one module', () => {
    expect(helperModule(source)).toMatch(
      /^export function _objectWithoutPropertiesLoose\(source, excluded\) \{/,
    );
  });
});

describe('roundPathData', () => {
  it('rounds every number to two decimals and writes it as short as SVG allows', () => {
    expect(roundPathData('M0.877045 7.49991C3.84222 -0.004 14.1229 -0.50003 3 1Z')).toBe(
      'M.88 7.5C3.84 0 14.12 -.5 3 1Z',
    );
  });

  it('keeps numbers that follow one another apart', () => {
    // `.5.25` reads as .5 then .25 in SVG path syntax, as the original `0.5 0.25` did.
    expect(roundPathData('M0.5 0.25L-0.333-0.125')).toBe('M.5 .25L-.33-.13');
  });
});
