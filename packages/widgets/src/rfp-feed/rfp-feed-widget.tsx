import { Box, Button, Callout, Card, Flex, Skeleton, Text, VisuallyHidden } from '@radix-ui/themes';
import { type components, listRfps } from '@robomarket/api-client';
import type { ProductLink, RoboMarketAccentColor, RoboMarketAppearance } from '@robomarket/ui';
import { describeFailure, RfpCard } from '@robomarket/ui';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
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

type FeedState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; rfps: Rfp[] };

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
  const [state, setState] = useState<FeedState>({ status: 'loading' });

  useEffect(() => {
    // `attempt` is read so that Try again asks again with the same filters.
    void attempt;
    const controller = new AbortController();
    setState({ status: 'loading' });
    listRfps(client, query, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted) setState({ status: 'ready', rfps: publicRfps(page.rfps) });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const { message } = describeFailure(forPeople(error, 'the RFP feed request'), 'Failed to fetch RFPs');
        setState({ status: 'error', message });
      },
    );
    return () => controller.abort();
  }, [client, query, attempt]);

  const renderLink = ({ href, children }: ProductLink) => (
    <a href={respondUrl(href, apiBase)} target="_blank" rel="noopener">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <Flex direction="column" gap="3">
        <Text role="status" size="2" color="gray">
          Loading open RFPs...
        </Text>
        <Box aria-hidden style={GRID}>
          {[0, 1].map((index) => (
            <Skeleton key={index} height="220px" />
          ))}
        </Box>
      </Flex>
    );
  } else if (state.status === 'error') {
    body = (
      <Callout.Root color="red" role="alert" highContrast>
        <Callout.Text>{state.message}</Callout.Text>
        <Box>
          <Button variant="soft" color="red" highContrast onClick={() => setAttempt((count) => count + 1)}>
            Try again
          </Button>
        </Box>
      </Callout.Root>
    );
  } else if (state.rfps.length === 0) {
    body = (
      <Card size="3">
        <Flex direction="column" align="center" gap="1" py="4">
          <Text as="p" size="4" weight="bold" align="center">
            {RFP_FEED_EMPTY_TITLE}
          </Text>
          <Text as="p" size="2" color="gray" align="center">
            No buyer is asking for this right now. New requests appear here as soon as they are posted.
          </Text>
        </Flex>
      </Card>
    );
  } else {
    body = (
      <Box asChild m="0" p="0" style={{ ...GRID, listStyle: 'none' }}>
        <ul aria-label="Open requests for proposals">
          {state.rfps.map((rfp) => (
            <li key={rfp.id}>
              <RfpCard rfp={rfp} headingAs="h3" renderLink={renderLink} />
            </li>
          ))}
        </ul>
      </Box>
    );
  }

  return (
    <WidgetTheme appearance={appearance} accentColor={accentColor}>
      <div aria-busy={state.status === 'loading'}>{body}</div>
    </WidgetTheme>
  );
}

// As many columns of at least 280px as the partner's container has room for, whatever the viewport; fewer
// RFPs than columns share the width.
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
  gap: 'var(--space-4)',
} as const;
