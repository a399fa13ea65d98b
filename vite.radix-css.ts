import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import postcss, { type AtRule, type Container } from 'postcss';
import type { Plugin } from 'vite';

// Radix Themes ships one stylesheet for all of its components (components.css, 31 KB gzip). Each component's
// JavaScript names its classes literally (`rt-Button`, `rt-TextFieldInput`, ...), so the classes a build can
// ever put in the DOM are those of the components the source imports. This plugin removes the rules of
// every other component from components.css at build time. Modifier and utility classes (`rt-r-size-2`,
// `rt-variant-soft`, lower case after `rt-`) are kept, except the responsive copies for a breakpoint no
// source names: `md:rt-r-size-2` exists only when some prop is given `{ initial: ..., md: ... }`, and each
// breakpoint repeats every utility (65 KB of CSS to parse per breakpoint, in components.css and utilities.css).

const COMPONENT_CLASS = /\brt-[A-Z][A-Za-z]*/g;
/** Radix Themes' breakpoints, the keys of a responsive prop value. */
const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
/** A responsive class in a selector: `.md\:rt-r-gap-3`. */
const RESPONSIVE_CLASS = /\.(xs|sm|md|lg|xl)\\:/g;
const THEMES_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@radix-ui\/themes['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
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
  const require = createRequire(import.meta.url);
  const components = join(dirname(require.resolve('@radix-ui/themes/package.json')), 'dist/esm/components');
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

/**
 * The breakpoints named as keys of a responsive value (`{ initial: '1', md: '3' }`) anywhere under
 * `sourceRoots`. A word that only looks like one (`sm:` in a comment) keeps more CSS, never less.
 */
export function usedBreakpoints(sourceRoots: string[]): Set<string> {
  const used = new Set<string>();
  const key = new RegExp(`\\b(${BREAKPOINTS.join('|')})\\s*:`, 'g');
  for (const file of sourceRoots.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(key)) used.add(match[1] ?? '');
  }
  return used;
}

/**
 * Removes from `css` every selector naming a component class not in `keep` or a responsive class of a
 * breakpoint not in `breakpoints` (all kept when it is not given), and the rules left empty.
 */
export function pruneComponentCss(
  css: string,
  keep: Set<string>,
  breakpoints: Set<string> = new Set(BREAKPOINTS),
): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter(
      (selector) =>
        [...selector.matchAll(COMPONENT_CLASS)].every((match) => keep.has(match[0])) &&
        [...selector.matchAll(RESPONSIVE_CLASS)].every((match) => breakpoints.has(match[1] ?? '')),
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
 * the breakpoints those sources name. Builds only; the dev server serves them whole.
 */
export function radixComponentsSubset(sourceRoots: string[]): Plugin {
  let used: { classes: Set<string>; breakpoints: Set<string> } | undefined;
  return {
    name: 'robomarket-radix-components-subset',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/@radix-ui[\\/]themes[\\/](components|utilities)\.css(\?|$)/.test(id)) return undefined;
      used ??= { classes: usedComponentClasses(sourceRoots), breakpoints: usedBreakpoints(sourceRoots) };
      return { code: pruneComponentCss(code, used.classes, used.breakpoints), map: null };
    },
  };
}
