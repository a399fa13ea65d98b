import { listProducts } from '@robomarket/api-client';
import type { ProductView, RoboMarketAccentColor, RoboMarketAppearance } from '@robomarket/ui';
import { describeFailure, ProductCard } from '@robomarket/ui';
import { useEffect, useMemo, useState } from 'react';
import { FeedBody, type FeedState, newTabLink } from '../internal/feed-body';
import { createWidgetClient, forPeople } from '../internal/widget-client';
import { WidgetTheme } from '../internal/widget-theme';
import { cardsFilter, cardsLimit, marketplaceUrl, publicProducts } from './cards-options';

/** What the cards show when the seller has nothing to show (product-spec §2, product list). */
const CARDS_EMPTY_TITLE = 'No products available yet';
const CARDS_EMPTY_TEXT = 'Check back soon for our upcoming robotic products and solutions.';

export interface RoboMarketProductCardsProps {
  /** RoboMarket API origin, e.g. 'https://robomarket.example'; product links and images use it. Default '': the page's own origin. */
  apiBase?: string;
  /** The partner's publishable key (`pk_...`), sent as `X-Publishable-Key`; the product list needs one. */
  publishableKey?: string;
  /** Colour scheme: 'light' (default) or 'dark'. */
  appearance?: RoboMarketAppearance;
  /** A Radix Themes accent colour name, e.g. 'teal'; RoboMarket's indigo when omitted. */
  accentColor?: RoboMarketAccentColor;
  /** Only this seller's products (the seller's user id, a UUID). All sellers when omitted. */
  sellerId?: string;
  /** Only this category: ROBOT, PART, ACCESSORY, SOFTWARE or SERVICE (any case). All when omitted. */
  category?: string;
  /** How many products to show, newest first: 6 by default, clamped to 1-100; anything else means 6. */
  limit?: number | string;
}

/**
 * A seller's products from the RoboMarket catalogue as cards for a partner's page: picture, category, name,
 * description, price and condition, each linking to the product on RoboMarket (a new tab).
 * `<robomarket-product-cards>` renders this inside its shadow root; React sites render it directly (and
 * load `@robomarket/widgets/styles.css` once). It asks with the publishable key only, never with cookies.
 */
export function RoboMarketProductCards({
  apiBase = '',
  publishableKey,
  appearance = 'light',
  accentColor,
  sellerId,
  category,
  limit,
}: RoboMarketProductCardsProps) {
  const client = useMemo(() => createWidgetClient({ apiBase, publishableKey }), [apiBase, publishableKey]);
  const filter = useMemo(() => cardsFilter(sellerId, category), [sellerId, category]);
  const pageSize = cardsLimit(limit);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FeedState<ProductView>>({ status: 'loading' });

  useEffect(() => {
    // `attempt` is read so that Try again asks again with the same filters.
    void attempt;
    if (!filter.ok) {
      setState({ status: 'error', message: filter.problem, retryable: false });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    listProducts(client, { ...filter.query, limit: pageSize }, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted)
          setState({ status: 'ready', items: publicProducts(page.products, apiBase) });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = describeFailure(
          forPeople(error, 'the product cards request'),
          'Failed to fetch products',
        );
        setState({ status: 'error', message: failure.message, retryable: true });
      },
    );
    return () => controller.abort();
  }, [client, filter, pageSize, apiBase, attempt]);

  const renderLink = newTabLink((href) => marketplaceUrl(href, apiBase));

  return (
    <WidgetTheme appearance={appearance} accentColor={accentColor}>
      <div aria-busy={state.status === 'loading'}>
        <FeedBody
          state={state}
          loadingText="Loading amazing products..."
          placeholders={{ count: 3, height: '300px' }}
          empty={{ title: CARDS_EMPTY_TITLE, text: CARDS_EMPTY_TEXT }}
          listLabel="Products on RoboMarket"
          minColumnWidth={220}
          renderItem={(product) => <ProductCard product={product} headingAs="h3" renderLink={renderLink} />}
          keyOf={(product) => product.id}
          onRetry={() => setAttempt((count) => count + 1)}
        />
      </div>
    </WidgetTheme>
  );
}
