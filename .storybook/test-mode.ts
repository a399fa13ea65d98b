// What stories look like under Vitest (mode 'test'), where every story is also a screenshot: the same
// pixels on every run of the same machine. Storybook itself (dev server, static build, Chromatic) keeps the
// product's own system font stack and motion.

/** Vitest asks the story frame to repaint in the other appearance with this event (tests/visual/stories-setup.ts). */
export const APPEARANCE_EVENT = 'robomarket:story-appearance';

/** The bundled fonts (tests/visual/fonts, SIL Open Font License): no screenshot depends on installed fonts. */
export const VISUAL_FONTS = [
  "400 16px 'RoboMarket Visual Sans'",
  "700 16px 'RoboMarket Visual Sans'",
  "400 16px 'RoboMarket Visual Mono'",
];

const sans = new URL('../tests/visual/fonts/inter-latin-wght-normal.woff2', import.meta.url).href;
const mono = new URL('../tests/visual/fonts/jetbrains-mono-latin-wght-normal.woff2', import.meta.url).href;

const fontFaces = `
@font-face { font-family: 'RoboMarket Visual Sans'; src: url(${sans}) format('woff2'); font-weight: 100 900; font-style: normal; }
@font-face { font-family: 'RoboMarket Visual Mono'; src: url(${mono}) format('woff2'); font-weight: 100 800; font-style: normal; }`;

/**
 * The test-mode rules. `scope` is where Radix Themes puts its tokens: `.radix-themes` in the document,
 * `:host` inside a widget's shadow root.
 */
export function testModeCss(scope: string): string {
  return `*, *::before, *::after {
    animation-duration: 0s !important;
    animation-delay: 0s !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0s !important;
    transition-delay: 0s !important;
    caret-color: transparent !important;
  }
  ${scope} {
    --default-font-family: 'RoboMarket Visual Sans', sans-serif !important;
    --heading-font-family: 'RoboMarket Visual Sans', sans-serif !important;
    --strong-font-family: 'RoboMarket Visual Sans', sans-serif !important;
    --em-font-family: 'RoboMarket Visual Sans', sans-serif !important;
    --quote-font-family: 'RoboMarket Visual Sans', sans-serif !important;
    --code-font-family: 'RoboMarket Visual Mono', monospace !important;
  }`;
}

/** Installs the test-mode rules and the bundled fonts in the document (once). */
export function installTestMode(): void {
  if (document.head.querySelector('style[data-purpose="test-mode"]')) return;
  const style = document.createElement('style');
  style.dataset.purpose = 'test-mode';
  // Font faces only work in the document, also for text inside shadow roots.
  style.textContent = `${fontFaces}\n${testModeCss('.radix-themes')}`;
  document.head.append(style);
}
