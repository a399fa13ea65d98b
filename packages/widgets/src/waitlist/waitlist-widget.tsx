import { joinWaitlist } from '@robomarket/api-client';
import type { RoboMarketAccentColor, RoboMarketAppearance } from '@robomarket/ui';
import { WaitlistForm } from '@robomarket/ui';
import { useMemo, useRef } from 'react';
import { createWidgetClient, forPeople } from '../internal/widget-client';
import { WidgetTheme } from '../internal/widget-theme';

/** Name of the DOM event fired when an address joins the waitlist; `detail` is `{ email }`. */
export const WAITLIST_JOINED_EVENT = 'robomarket:waitlist-joined';

export interface RoboMarketWaitlistProps {
  /** RoboMarket API origin, e.g. 'https://robomarket.example'. Default '': the page's own origin. */
  apiBase?: string;
  /** The partner's publishable key (`pk_...`), sent as `X-Publishable-Key`. */
  publishableKey?: string;
  /** Colour scheme: 'light' (default) or 'dark'. */
  appearance?: RoboMarketAppearance;
  /** A Radix Themes accent colour name, e.g. 'teal'; RoboMarket's indigo when omitted. */
  accentColor?: RoboMarketAccentColor;
  /** Called with the address after it joined, right after the `robomarket:waitlist-joined` event. */
  onJoined?: (email: string) => void;
}

/**
 * The waitlist sign-up widget. `<robomarket-waitlist>` renders this inside its shadow root; React sites
 * render it directly (and load `@robomarket/widgets/styles.css` once).
 */
export function RoboMarketWaitlist({
  apiBase = '',
  publishableKey,
  appearance = 'light',
  accentColor,
  onJoined,
}: RoboMarketWaitlistProps) {
  const root = useRef<HTMLDivElement>(null);
  const client = useMemo(() => createWidgetClient({ apiBase, publishableKey }), [apiBase, publishableKey]);

  async function handleJoin(email: string) {
    const entry = await joinWaitlist(client, { email }).catch((error: unknown) => {
      throw forPeople(error, 'the waitlist request');
    });
    // Composed, so it leaves the shadow root and reaches listeners on the element and the document.
    root.current?.dispatchEvent(
      new CustomEvent(WAITLIST_JOINED_EVENT, {
        bubbles: true,
        composed: true,
        detail: { email: entry.email },
      }),
    );
    onJoined?.(entry.email);
  }

  return (
    <WidgetTheme appearance={appearance} accentColor={accentColor}>
      <div ref={root}>
        <WaitlistForm onJoin={handleJoin} layout="stacked" />
      </div>
    </WidgetTheme>
  );
}
