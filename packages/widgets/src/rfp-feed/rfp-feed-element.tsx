import type { WidgetElementProps } from '../internal/contract';
import { toAccentColor, toAppearance } from '../internal/widget-theme';
import { RoboMarketRfpFeed } from './rfp-feed-widget';

/** `<robomarket-rfp-feed>`: the element's attributes mapped onto the React widget. */
export function RfpFeedElement({ config }: WidgetElementProps) {
  return (
    <RoboMarketRfpFeed
      apiBase={config.apiBase}
      publishableKey={config.publishableKey}
      appearance={toAppearance(config.appearance)}
      accentColor={toAccentColor(config.accentColor)}
      industry={config.attributes.industry}
      limit={config.attributes.limit}
    />
  );
}
