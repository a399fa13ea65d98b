import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FONT_STYLE_ATTRIBUTE, installShadowStyles, toShadowCss } from './shadow-styles';

const radixCss = readFileSync(fileURLToPath(import.meta.resolve('@radix-ui/themes/styles.css')), 'utf8');

describe('toShadowCss', () => {
  it('declares the tokens on :host as well as :root', () => {
    const { shadow } = toShadowCss(':root, .light, .light-theme {\n  --gray-1: #fcfcfc;\n}\n:root{--x:1}');
    expect(shadow).toContain(':root, :host, .light, .light-theme {');
    expect(shadow).toContain(':root, :host{--x:1}');
  });

  it('leaves compound :root selectors alone', () => {
    const css = ':root:where(:has(.radix-themes)) { color-scheme: light; }';
    expect(toShadowCss(css).shadow).toContain(css);
  });

  it('rewrites every standalone :root rule of the Radix Themes stylesheet', () => {
    const { shadow } = toShadowCss(radixCss);
    const standalone = /(^|[{};,]|\*\/)\s*:root\s*[,{]/g;
    expect(radixCss.match(standalone)?.length).toBeGreaterThan(0);
    expect(shadow.match(/:root, :host/g)?.length).toBe(radixCss.match(standalone)?.length);
    expect(shadow).toMatch(/:root, :host, \.light, \.light-theme \{\s*--gray-1:/);
  });

  it('moves the @font-face rules out, for the document', () => {
    const { shadow, fontFaces } = toShadowCss(radixCss);
    expect(shadow).not.toContain('@font-face');
    expect(fontFaces.match(/@font-face/g)?.length).toBe(radixCss.match(/@font-face/g)?.length);
    expect(fontFaces).toContain("font-family: 'Segoe UI (Custom)'");
  });

  it("overrides the root theme's min-height and resets inherited properties at the host", () => {
    const { shadow } = toShadowCss(radixCss);
    expect(shadow).toMatch(/\.radix-themes\[data-is-root-theme='true'\] \{\s*min-height: 0;/);
    expect(shadow).toMatch(/:host \{\s*all: initial;\s*display: block;/);
    // After Radix's own rule, so it wins at equal or higher specificity.
    expect(shadow.lastIndexOf('min-height: 0')).toBeGreaterThan(shadow.lastIndexOf('min-height: 100vh'));
  });
});

describe('installShadowStyles', () => {
  it('adopts one shared sheet in every shadow root and hoists the fonts into the document once', () => {
    const css = toShadowCss("@font-face { font-family: 'X'; src: local('X'); }\n:root { --a: 1; }");
    const roots = [0, 1].map(() => document.createElement('div').attachShadow({ mode: 'open' }));
    for (const root of roots) installShadowStyles(root, css);
    installShadowStyles(roots[0] as ShadowRoot, css);

    const fontSheets = document.adoptedStyleSheets.filter((sheet) =>
      Array.from(sheet.cssRules).some((rule) => rule.cssText.startsWith('@font-face')),
    );
    expect(fontSheets).toHaveLength(1);
    // Constructed sheets only: a partner's CSP without 'unsafe-inline' blocks <style> elements.
    expect(document.querySelector(`style[${FONT_STYLE_ATTRIBUTE}]`)).toBeNull();
    const [first, second] = roots.map((root) => root.adoptedStyleSheets);
    expect(first).toHaveLength(1);
    expect(second?.[0]).toBe(first?.[0]);
  });
});
