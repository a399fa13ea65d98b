import type { WidgetElementProps } from '../internal/contract';
import { toAccentColor, toAppearance } from '../internal/widget-theme';
import { RoboMarketWaitlist } from './waitlist-widget';

/** `<robomarket-waitlist>`: the element's attributes mapped onto the React widget. */
export function WaitlistElement({ config }: WidgetElementProps) {
  return (
    <RoboMarketWaitlist
      apiBase={config.apiBase}
      publishableKey={config.publishableKey}
      appearance={toAppearance(config.appearance)}
      accentColor={toAccentColor(config.accentColor)}
    />
  );
}
