import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import postcss, { type AtRule, type Container } from 'postcss';
import type { Plugin } from 'vite';

// Radix Themes ships one stylesheet for all of its components (components.css, 31 KB gzip). Each component's
// JavaScript names its classes literally (`rt-Button`, `rt-TextFieldInput`, ...), so the classes a build can
// ever put in the DOM are those of the components the source imports. This plugin removes the rules of
// every other component from components.css at build time. Modifier and utility classes (`rt-r-size-2`,
// `rt-variant-soft`, lower case after `rt-`) are kept, except responsive copies no build can use:
// `md:rt-r-gtc-2` exists only when some prop (`columns`) is given `{ initial: ..., md: ... }`, and each
// breakpoint repeats every utility (65 KB of CSS to parse per breakpoint, in components.css and utilities.css).
// So a responsive class stays only for a breakpoint some source names and a prop some source gives an
// expression (`columns={...}`): a prop written as a string (`px="4"`) is never responsive.

const COMPONENT_CLASS = /\brt-[A-Z][A-Za-z]*/g;
/** Radix Themes' breakpoints, the keys of a responsive prop value. */
const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
/** A responsive class in a selector, `.md\:rt-r-gap-3`: its breakpoint and its class. */
const RESPONSIVE_CLASS = /\.(xs|sm|md|lg|xl)\\:(rt-r-[\w-]+)/g;
const THEMES_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@radix-ui\/themes['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Radix Themes' ES modules. */
function themesDist(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@radix-ui/themes/package.json')), 'dist/esm');
}

/** `TextField` → `text-field`: the file name of a component's module in Radix Themes' dist. */
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The component classes of the Radix Themes components imported anywhere under `sourceRoots`. */
export function usedComponentClasses(sourceRoots: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of sourceRoots.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(THEMES_IMPORT)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name && !part.trim().startsWith('type ')) names.add(name);
      }
    }
  }
  const components = join(themesDist(), 'components');
  const classes = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    let code: string;
    try {
      code = readFileSync(file, 'utf8');
    } catch {
      return; // a type or helper export without a module of its own
    }
    for (const match of code.matchAll(COMPONENT_CLASS)) classes.add(match[0]);
    for (const match of code.matchAll(/from\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      visit(resolve(dirname(file), match[1] ?? ''));
    }
  };
  for (const name of names) visit(join(components, `${kebab(name)}.js`));
  return classes;
}

/** Where a build may put responsive classes: the breakpoints, and the classes of the props given them. */
export interface ResponsiveUse {
  /** Breakpoints named as keys of a responsive value (`{ initial: '1', md: '3' }`). */
  breakpoints: Set<string>;
  /** Class prefixes of the props given an expression (`columns={...}` → `rt-r-gtc`). */
  classes: Set<string>;
}

/** Radix Themes' responsive props and the class prefixes each gives (`align` → `rt-r-ai`, `rt-r-ta`, ...). */
function responsivePropClasses(): Map<string, Set<string>> {
  const byProp = new Map<string, Set<string>>();
  const files = ['props', 'components'].flatMap((dir) =>
    readdirSync(join(themesDist(), dir))
      .filter((name) => /\.props?\.js$/.test(name))
      .map((name) => join(themesDist(), dir, name)),
  );
  for (const file of files) {
    for (const [, prop = '', definition = ''] of readFileSync(file, 'utf8').matchAll(/(\w+):\{([^{}]*)\}/g)) {
      const className = /className:"(rt-r-[\w-]+)"/.exec(definition)?.[1];
      if (!className || !definition.includes('responsive:!0')) continue;
      byProp.set(prop, (byProp.get(prop) ?? new Set()).add(className));
    }
  }
  return byProp;
}

/**
 * The breakpoints and responsive props the sources under `sourceRoots` may use. A word that only looks like
 * one (`sm:` in a comment, `size={size}` given a plain value) keeps more CSS, never less.
 */
export function usedResponsiveClasses(sourceRoots: string[]): ResponsiveUse {
  const breakpoints = new Set<string>();
  const props = new Set<string>();
  const key = new RegExp(`\\b(${BREAKPOINTS.join('|')})\\s*:`, 'g');
  for (const file of sourceRoots.flatMap(sourceFiles)) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(key)) breakpoints.add(match[1] ?? '');
    for (const match of code.matchAll(/\s(\w+)=\{/g)) props.add(match[1] ?? '');
  }
  const byProp = responsivePropClasses();
  const classes = new Set([...props].flatMap((prop) => [...(byProp.get(prop) ?? [])]));
  return { breakpoints, classes };
}

/** Whether a responsive class may be in the DOM: its breakpoint is used and so is its prop. */
function responsiveKept(breakpoint: string, className: string, use: ResponsiveUse): boolean {
  if (!use.breakpoints.has(breakpoint)) return false;
  for (const prefix of use.classes) {
    if (className === prefix || className.startsWith(`${prefix}-`)) return true;
  }
  return false;
}

/**
 * Removes from `css` every selector naming a component class not in `keep` or a responsive class that
 * `responsive` does not allow (all kept when it is not given), and the rules left empty.
 */
export function pruneComponentCss(css: string, keep: Set<string>, responsive?: ResponsiveUse): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter(
      (selector) =>
        [...selector.matchAll(COMPONENT_CLASS)].every((match) => keep.has(match[0])) &&
        (!responsive ||
          [...selector.matchAll(RESPONSIVE_CLASS)].every((match) =>
            responsiveKept(match[1] ?? '', match[2] ?? '', responsive),
          )),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  const removeEmpty = (container: Container) => {
    container.each((node) => {
      if (node.type !== 'atrule' || !node.nodes) return;
      removeEmpty(node);
      if (node.nodes.length === 0) node.remove();
    });
  };
  removeEmpty(root);
  return root.toString();
}

/**
 * Vite plugin: `@radix-ui/themes/components.css` and `utilities.css` (imported from JavaScript, `?inline`
 * too) keep only the rules of the components imported under `sourceRoots`, and the responsive classes of
 * the breakpoints and props those sources may use. Builds only; the dev server serves them whole.
 */
export function radixComponentsSubset(sourceRoots: string[]): Plugin {
  let used: { classes: Set<string>; responsive: ResponsiveUse } | undefined;
  return {
    name: 'robomarket-radix-components-subset',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/@radix-ui[\\/]themes[\\/](components|utilities)\.css(\?|$)/.test(id)) return undefined;
      used ??= { classes: usedComponentClasses(sourceRoots), responsive: usedResponsiveClasses(sourceRoots) };
      return { code: pruneComponentCss(code, used.classes, used.responsive), map: null };
    },
  };
}
