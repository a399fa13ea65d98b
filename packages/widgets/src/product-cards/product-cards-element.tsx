import { useContext, useEffect } from 'react';
import { ACCENT_SCALES } from '../internal/accent-scales';
import type { WidgetElementProps } from '../internal/contract';
import { PortalContainerContext } from '../internal/portal-container';
import { installScale, toShadowCss } from '../internal/shadow-styles';
import { toAccentColor, toAppearance } from '../internal/widget-theme';
import { RoboMarketProductCards } from './product-cards-widget';

/** The colour scales of the category badges (ui's CATEGORY_COLORS) that the shared runtime does not carry. */
const BADGE_SCALES = ['orange', 'teal', 'violet'] as const;

/** `<robomarket-product-cards>`: the element's attributes mapped onto the React widget. */
export function ProductCardsElement({ config }: WidgetElementProps) {
  const portal = useContext(PortalContainerContext);
  useEffect(() => {
    const root = portal?.getRootNode();
    if (!(root instanceof ShadowRoot)) return;
    for (const name of BADGE_SCALES) {
      const load = ACCENT_SCALES.get(name);
      if (load === undefined) continue;
      installScale(root, name, () => load().then((module) => toShadowCss(module.default).shadow)).catch(
        (error: unknown) => console.error(`[robomarket] could not load the colour "${name}"`, error),
      );
    }
  }, [portal]);
  return (
    <RoboMarketProductCards
      apiBase={config.apiBase}
      publishableKey={config.publishableKey}
      appearance={toAppearance(config.appearance)}
      accentColor={toAccentColor(config.accentColor)}
      sellerId={config.attributes['seller-id']}
      category={config.attributes.category}
      limit={config.attributes.limit}
    />
  );
}
