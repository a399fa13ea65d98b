// Radix Themes' stylesheet is written for a document. Three things break inside a shadow root, and this
// module adapts the CSS text once per page:
// - its tokens are declared on `:root`, which matches nothing in a shadow tree;
// - the root <Theme> has `min-height: 100vh`, which would make every widget a screen tall;
// - Chrome ignores `@font-face` rules inside shadow roots, so they must be registered in the document.

/** Marks the <style> element holding the hoisted font faces in browsers without constructable sheets. */
export const FONT_STYLE_ATTRIBUTE = 'data-robomarket-fonts';

/** Marks the element inside each shadow root that React renders into. */
export const ROOT_ATTRIBUTE = 'data-robomarket-root';

/** Marks the element inside each shadow root that dialogs, selects and popovers portal into. */
export const PORTAL_ATTRIBUTE = 'data-robomarket-portal';

/** Rules added after Radix's own, so they win at equal specificity. */
export const SHADOW_OVERRIDES = `
:host {
  all: initial;
  display: block;
}
:host([hidden]) {
  display: none;
}
[${ROOT_ATTRIBUTE}] {
  all: initial;
  display: block;
}
.radix-themes[data-is-root-theme='true'] {
  min-height: 0;
}
[${PORTAL_ATTRIBUTE}] {
  position: relative;
  z-index: 2147483647;
}
`;

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
// `:root` standing alone in a selector list: after the start of the text, a rule, a comma or a comment,
// and before a comma or the opening brace. Compound selectors such as `:root:where(...)` only set
// `color-scheme`, which Radix also sets on the theme element, so they are left alone.
const ROOT_SELECTOR = /(^|[{};,]|\*\/)(\s*):root(?=\s*[,{])/g;

export interface ShadowCss {
  /** The stylesheet for the shadow root: tokens on `:root, :host`, overrides appended. */
  shadow: string;
  /** The `@font-face` rules, to register in the document. */
  fontFaces: string;
}

/** Rewrites a Radix Themes stylesheet for use inside a shadow root. */
export function toShadowCss(css: string): ShadowCss {
  const fontFaces = css.match(FONT_FACE) ?? [];
  const shadow = css.replace(FONT_FACE, '').replace(ROOT_SELECTOR, '$1$2:root, :host');
  return { shadow: `${shadow}\n${SHADOW_OVERRIDES}`, fontFaces: fontFaces.join('\n') };
}

const supportsAdoptedSheets = () =>
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype &&
  typeof ShadowRoot !== 'undefined' &&
  'adoptedStyleSheets' in ShadowRoot.prototype;

let sharedSheet: CSSStyleSheet | undefined;
const documentsWithFonts = new WeakSet<Document>();

/** Registers the font faces in the document once. */
function hoistFontFaces(doc: Document, fontFaces: string, adopt: boolean): void {
  if (!fontFaces || documentsWithFonts.has(doc) || doc.querySelector(`style[${FONT_STYLE_ATTRIBUTE}]`))
    return;
  documentsWithFonts.add(doc);
  if (adopt) {
    // A constructed sheet, not a <style> element: a partner's CSP without 'unsafe-inline' allows it.
    const fonts = new CSSStyleSheet();
    fonts.replaceSync(fontFaces);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, fonts];
    return;
  }
  const fonts = doc.createElement('style');
  fonts.setAttribute(FONT_STYLE_ATTRIBUTE, '');
  fonts.textContent = fontFaces;
  doc.head.append(fonts);
}

/**
 * Puts the stylesheet into a shadow root (once) and the font faces into its document (once). Browsers
 * with constructable stylesheets share one parsed sheet between all widgets on the page, and need no
 * inline <style> element (which a strict `style-src` would block).
 */
export function installShadowStyles(shadowRoot: ShadowRoot, css: ShadowCss): void {
  const doc = shadowRoot.ownerDocument;
  const adopt = supportsAdoptedSheets();
  hoistFontFaces(doc, css.fontFaces, adopt);

  if (adopt) {
    if (!sharedSheet) {
      sharedSheet = new CSSStyleSheet();
      sharedSheet.replaceSync(css.shadow);
    }
    if (!shadowRoot.adoptedStyleSheets.includes(sharedSheet)) {
      shadowRoot.adoptedStyleSheets = [...shadowRoot.adoptedStyleSheets, sharedSheet];
    }
    return;
  }
  if (!shadowRoot.querySelector('style[data-robomarket-styles]')) {
    const style = doc.createElement('style');
    style.setAttribute('data-robomarket-styles', '');
    style.textContent = css.shadow;
    shadowRoot.prepend(style);
  }
}

const scaleSheets = new Map<string, Promise<CSSStyleSheet | string>>();

/**
 * Adds one more colour scale to a shadow root: loaded once per page (`load` returns the shadow-ready
 * CSS), then shared like the main sheet (or a <style> element without constructable sheets).
 */
export async function installScale(
  shadowRoot: ShadowRoot,
  name: string,
  load: () => Promise<string>,
): Promise<void> {
  let sheet = scaleSheets.get(name);
  if (!sheet) {
    sheet = load().then((css) => {
      if (!supportsAdoptedSheets()) return css;
      const constructed = new CSSStyleSheet();
      constructed.replaceSync(css);
      return constructed;
    });
    // A failed load is tried again by the next widget that asks.
    sheet.catch(() => scaleSheets.delete(name));
    scaleSheets.set(name, sheet);
  }
  const loaded = await sheet;
  if (typeof loaded === 'string') {
    if (shadowRoot.querySelector(`style[data-robomarket-scale="${name}"]`)) return;
    const style = shadowRoot.ownerDocument.createElement('style');
    style.setAttribute('data-robomarket-scale', name);
    style.textContent = loaded;
    shadowRoot.append(style);
    return;
  }
  if (!shadowRoot.adoptedStyleSheets.includes(loaded)) {
    shadowRoot.adoptedStyleSheets = [...shadowRoot.adoptedStyleSheets, loaded];
  }
}
