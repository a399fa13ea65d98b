import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

// `@radix-ui/react-icons` ships every icon in one ES module. Tree-shaking keeps only the icons the app uses,
// but they stay one module, and one module lives in one chunk: the landing page imports a few icons, so every
// icon any screen uses was downloaded with the landing page (the icons were 60 KB of its 289 KB of
// JavaScript). This plugin gives each icon a module of its own, so each lands in the chunk of the screens that
// use it. Builds only; the dev server imports the package as it is.
//
// The icons' paths are drawn on a 15-unit grid with six significant digits (`7.49991 0.877045`); at the sizes
// the app draws them (15 to 28 px) a hundredth of a unit is under a fiftieth of a pixel. Each icon's path
// data is rounded to two decimals, as SVGO's default precision does: the landing page's HTML holds sixty
// icons, and their path data was half of its markup.

const PACKAGE = '@radix-ui/react-icons';
const ICON_PREFIX = '\0robomarket-radix-icon:';
const HELPER_ID = '\0robomarket-radix-icon-helper';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@radix-ui\/react-icons['"];?/g;

/** The package's ES module as the file `importer` would get it. */
function packageSource(importer: string): string {
  const require = createRequire(importer);
  const manifest = require.resolve(`${PACKAGE}/package.json`);
  const { module } = JSON.parse(readFileSync(manifest, 'utf8')) as { module: string };
  return readFileSync(join(dirname(manifest), module), 'utf8');
}

/**
 * The source of one icon's module: its `var _excluded… = […]; var <Name> = forwardRef(…);` block from the
 * package, with the props helper imported from a shared module. Throws when the package's layout changes, so
 * an upgrade that breaks this fails the build rather than an icon.
 */
export function iconModule(source: string, name: string): string {
  const start = source.indexOf(`var ${name} = /*#__PURE__*/forwardRef(`);
  if (start < 0) throw new Error(`${PACKAGE}: no icon named ${name}`);
  const excludedStart = source.lastIndexOf('var _excluded', start);
  const excludedName = /^var (_excluded(?:\$\w+)?) =/.exec(source.slice(excludedStart))?.[1];
  const end = source.indexOf('\n});\n', start);
  if (excludedName === undefined || end < 0) throw new Error(`${PACKAGE}: cannot read the icon ${name}`);
  const body = source
    .slice(excludedStart, end + '\n});\n'.length)
    .replace(/\bd: "([^"]*)"/g, (_match, path: string) => `d: "${roundPathData(path)}"`);
  return [
    "import { forwardRef, createElement } from 'react';",
    `import { _objectWithoutPropertiesLoose } from '${HELPER_ID}';`,
    body,
    `export { ${name} };`,
  ].join('\n');
}

/** Every number of an SVG path's data rounded to two decimals, written as short as SVG allows (`.88`). */
export function roundPathData(path: string): string {
  return path.replace(/-?\d*\.\d+/g, (number) => {
    const rounded = Number(Number(number).toFixed(2));
    const text = String(Object.is(rounded, -0) ? 0 : rounded);
    return text.replace(/^(-?)0\./, '$1.');
  });
}

/** The package's props helper, which every icon calls. */
export function helperModule(source: string): string {
  const start = source.indexOf('function _objectWithoutPropertiesLoose(');
  const end = source.indexOf('\n}\n', start);
  if (start < 0 || end < 0) throw new Error(`${PACKAGE}: cannot read _objectWithoutPropertiesLoose`);
  return `export ${source.slice(start, end + 3)}`;
}

/** `import { A, B as C } from '@radix-ui/react-icons'` → one import per icon. */
export function splitIconImports(code: string): string {
  return code.replace(IMPORT, (_statement, names: string) =>
    names
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && !part.startsWith('type '))
      .map((part) => {
        const [imported = '', local = imported] = part.split(/\s+as\s+/).map((word) => word.trim());
        return `import { ${imported} as ${local} } from '${ICON_PREFIX}${imported}';`;
      })
      .join('\n'),
  );
}

/** Vite plugin: each `@radix-ui/react-icons` icon imported from the project's source in a module of its own. */
export function radixIconsPerModule(): Plugin {
  // Read from the first file that imports the package (the project's workspace packages share one version).
  let source: string | undefined;
  const read = () => {
    if (source === undefined) throw new Error(`${PACKAGE}: an icon was loaded before any file imported it`);
    return source;
  };
  return {
    name: 'robomarket-radix-icons-per-module',
    enforce: 'pre',
    apply: 'build',
    resolveId(id) {
      return id.startsWith(ICON_PREFIX) || id === HELPER_ID ? id : undefined;
    },
    load(id) {
      if (id === HELPER_ID) return helperModule(read());
      if (id.startsWith(ICON_PREFIX)) return iconModule(read(), id.slice(ICON_PREFIX.length));
      return undefined;
    },
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[cm]?[jt]sx?$/.test(id) || !code.includes(PACKAGE))
        return undefined;
      source ??= packageSource(id);
      return { code: splitIconImports(code), map: null };
    },
  };
}
