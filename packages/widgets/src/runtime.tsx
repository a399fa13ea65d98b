// Entry of dist/chunks/runtime-[hash].js, the ES module the loader imports when the first widget element connects.
// It holds React, the theme and its CSS; each widget's own code is a further chunk loaded on first use.
import radixComponents from '@radix-ui/themes/components.css?inline';
import radixBase from '@radix-ui/themes/tokens/base.css?inline';
import radixGray from '@radix-ui/themes/tokens/colors/gray.css?inline';
import radixGreen from '@radix-ui/themes/tokens/colors/green.css?inline';
import radixIndigo from '@radix-ui/themes/tokens/colors/indigo.css?inline';
import radixRed from '@radix-ui/themes/tokens/colors/red.css?inline';
import radixSlate from '@radix-ui/themes/tokens/colors/slate.css?inline';
import radixUtilities from '@radix-ui/themes/utilities.css?inline';
import robomarketCss from '@robomarket/ui/robomarket.css?inline';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { ACCENT_SCALES } from './internal/accent-scales';
import type { MountedWidget, WidgetConfig, WidgetElementProps, WidgetTag } from './internal/contract';
import { PortalContainerContext } from './internal/portal-container';
import {
  installScale,
  installShadowStyles,
  PORTAL_ATTRIBUTE,
  ROOT_ATTRIBUTE,
  type ShadowCss,
  toShadowCss,
} from './internal/shadow-styles';

type WidgetComponent = LazyExoticComponent<ComponentType<WidgetElementProps>>;

/** One entry per tag in `WIDGETS` (contract.ts); the type makes a missing one a compile error. */
const components: Record<WidgetTag, WidgetComponent> = {
  'robomarket-waitlist': lazy(() =>
    import('./waitlist/waitlist-element').then((module) => ({ default: module.WaitlistElement })),
  ),
  'robomarket-rfp-feed': lazy(() =>
    import('./rfp-feed/rfp-feed-element').then((module) => ({ default: module.RfpFeedElement })),
  ),
  'robomarket-product-cards': lazy(() =>
    import('./product-cards/product-cards-element').then((module) => ({
      default: module.ProductCardsElement,
    })),
  ),
};

// Radix Themes in its order (tokens, components, utilities) with only the colour scales of
// accent-scales.ts; components.css is pruned at build time to the components the widgets use
// (vite.radix-css.ts). RoboMarket's own rules come last.
const radixCss = [
  radixBase,
  radixGray,
  radixGreen,
  radixIndigo,
  radixRed,
  radixSlate,
  radixComponents,
  radixUtilities,
  robomarketCss,
].join('\n');

let shadowCss: ShadowCss | undefined;

/** Resolves once the scale of `color` is in `shadowRoot` (at once for built-in or unknown colours). */
function ensureScale(shadowRoot: ShadowRoot, color: string | undefined): Promise<void> | undefined {
  const load = color === undefined ? undefined : ACCENT_SCALES.get(color);
  if (!color || !load) return undefined;
  return installScale(shadowRoot, color, () => load().then((module) => toShadowCss(module.default).shadow));
}

/** Renders the widget for `tag` into `shadowRoot`, with the styles and portal container it needs. */
export function mount(tag: WidgetTag, shadowRoot: ShadowRoot, config: WidgetConfig): MountedWidget {
  shadowCss ??= toShadowCss(radixCss);
  installShadowStyles(shadowRoot, shadowCss);

  const doc = shadowRoot.ownerDocument;
  const container = doc.createElement('div');
  container.setAttribute(ROOT_ATTRIBUTE, '');
  const portal = doc.createElement('div');
  portal.setAttribute(PORTAL_ATTRIBUTE, '');
  shadowRoot.append(container, portal);

  const Widget = components[tag];
  const root = createRoot(container);
  let unmounted = false;
  let latest = config;
  // `.Provider` rather than React 19's context-as-provider: the served bundle renders with preact/compat.
  const draw = () =>
    root.render(
      <PortalContainerContext.Provider value={portal}>
        <Suspense fallback={null}>
          <Widget config={latest} />
        </Suspense>
      </PortalContainerContext.Provider>,
    );
  const render = (next: WidgetConfig) => {
    latest = next;
    // A partner's accent colour: draw once its scale is in, so the widget never shows without colour.
    const pending = ensureScale(shadowRoot, next.accentColor);
    if (!pending) return draw();
    pending.then(
      () => {
        if (!unmounted && latest === next) draw();
      },
      (error: unknown) => {
        console.error(`[robomarket] could not load the colour "${next.accentColor}"`, error);
        if (!unmounted && latest === next) draw();
      },
    );
  };
  render(config);

  return {
    update: render,
    unmount() {
      unmounted = true;
      root.unmount();
      container.remove();
      portal.remove();
    },
  };
}
