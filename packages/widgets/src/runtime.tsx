// Entry of dist/chunks/runtime-[hash].js, the ES module the loader imports when the first widget element connects.
// It holds React, the theme and its CSS; each widget's own code is a further chunk loaded on first use.
import radixCss from '@robomarket/ui/styles.css?inline';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import type { MountedWidget, WidgetConfig, WidgetElementProps, WidgetTag } from './internal/contract';
import { PortalContainerContext } from './internal/portal-container';
import {
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
};

let shadowCss: ShadowCss | undefined;

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
  const render = (next: WidgetConfig) =>
    root.render(
      <PortalContainerContext value={portal}>
        <Suspense fallback={null}>
          <Widget config={next} />
        </Suspense>
      </PortalContainerContext>,
    );
  render(config);

  return {
    update: render,
    unmount() {
      root.unmount();
      container.remove();
      portal.remove();
    },
  };
}
