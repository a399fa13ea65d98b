import { type components, listRfps } from '@robomarket/api-client';
import type { RoboMarketAccentColor, RoboMarketAppearance } from '@robomarket/ui';
import { describeFailure, RfpCard } from '@robomarket/ui';
import { useEffect, useMemo, useState } from 'react';
import { FeedBody, type FeedState, newTabLink } from '../internal/feed-body';
import { createWidgetClient, forPeople } from '../internal/widget-client';
import { WidgetTheme } from '../internal/widget-theme';
import { feedIndustry, feedLimit, publicRfps, respondUrl } from './feed-options';

type Rfp = components['schemas']['Rfp'];

/** What the feed shows when nothing matches. */
const RFP_FEED_EMPTY_TITLE = 'No matching RFPs found';

export interface RoboMarketRfpFeedProps {
  /** RoboMarket API origin, e.g. 'https://robomarket.example'; the respond links go to its origin. Default '': the page's own origin. */
  apiBase?: string;
  /** The partner's publishable key (`pk_...`), sent as `X-Publishable-Key`. */
  publishableKey?: string;
  /** Colour scheme: 'light' (default) or 'dark'. */
  appearance?: RoboMarketAppearance;
  /** A Radix Themes accent colour name, e.g. 'teal'; RoboMarket's indigo when omitted. */
  accentColor?: RoboMarketAccentColor;
  /** Only RFPs whose industry contains this text (case-insensitive), e.g. 'logistics'. All when omitted. */
  industry?: string;
  /** How many RFPs to list, newest first: 5 by default, clamped to 1-100; anything else means 5. */
  limit?: number | string;
}

/**
 * The open RFPs of the RoboMarket marketplace for a partner's page: use case, industry, budget range,
 * timeline and posted date, each with a link to respond on RoboMarket (a new tab). `<robomarket-rfp-feed>`
 * renders this inside its shadow root; React sites render it directly (and load
 * `@robomarket/widgets/styles.css` once). It asks without credentials, so it lists the marketplace only,
 * and shows no buyer identity.
 */
export function RoboMarketRfpFeed({
  apiBase = '',
  publishableKey,
  appearance = 'light',
  accentColor,
  industry,
  limit,
}: RoboMarketRfpFeedProps) {
  const client = useMemo(() => createWidgetClient({ apiBase, publishableKey }), [apiBase, publishableKey]);
  const query = useMemo(() => {
    const filter = feedIndustry(industry);
    return { limit: feedLimit(limit), ...(filter ? { industry: filter } : {}) };
  }, [industry, limit]);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FeedState<Rfp>>({ status: 'loading' });

  useEffect(() => {
    // `attempt` is read so that Try again asks again with the same filters.
    void attempt;
    const controller = new AbortController();
    setState({ status: 'loading' });
    listRfps(client, query, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted) setState({ status: 'ready', items: publicRfps(page.rfps) });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const { message } = describeFailure(forPeople(error, 'the RFP feed request'), 'Failed to fetch RFPs');
        setState({ status: 'error', message, retryable: true });
      },
    );
    return () => controller.abort();
  }, [client, query, attempt]);

  const renderLink = newTabLink((href) => respondUrl(href, apiBase));

  return (
    <WidgetTheme appearance={appearance} accentColor={accentColor}>
      <div aria-busy={state.status === 'loading'}>
        <FeedBody
          state={state}
          loadingText="Loading open RFPs..."
          placeholders={{ count: 2, height: '220px' }}
          empty={{
            title: RFP_FEED_EMPTY_TITLE,
            text: 'No buyer is asking for this right now. New requests appear here as soon as they are posted.',
          }}
          listLabel="Open requests for proposals"
          minColumnWidth={280}
          renderItem={(rfp) => <RfpCard rfp={rfp} headingAs="h3" renderLink={renderLink} />}
          keyOf={(rfp) => rfp.id}
          onRetry={() => setAttempt((count) => count + 1)}
        />
      </div>
    </WidgetTheme>
  );
}
