import { Box, Button, Callout, Card, Flex, Skeleton, Text, VisuallyHidden } from '@radix-ui/themes';
import { listProducts } from '@robomarket/api-client';
import type { ProductLink, ProductView, RoboMarketAccentColor, RoboMarketAppearance } from '@robomarket/ui';
import { describeFailure, ProductCard } from '@robomarket/ui';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
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

type CardsState =
  | { status: 'loading' }
  | { status: 'error'; message: string; retryable: boolean }
  | { status: 'ready'; products: ProductView[] };

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
  const [state, setState] = useState<CardsState>({ status: 'loading' });

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
          setState({ status: 'ready', products: publicProducts(page.products, apiBase) });
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

  const renderLink = ({ href, children }: ProductLink) => (
    <a href={marketplaceUrl(href, apiBase)} target="_blank" rel="noopener">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <Flex direction="column" gap="3">
        <Text role="status" size="2" color="gray">
          Loading amazing products...
        </Text>
        <Box aria-hidden style={GRID}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height="300px" />
          ))}
        </Box>
      </Flex>
    );
  } else if (state.status === 'error') {
    body = (
      <Callout.Root color="red" role="alert" highContrast>
        <Callout.Text>{state.message}</Callout.Text>
        {state.retryable ? (
          <Box>
            <Button variant="soft" color="red" highContrast onClick={() => setAttempt((count) => count + 1)}>
              Try again
            </Button>
          </Box>
        ) : null}
      </Callout.Root>
    );
  } else if (state.products.length === 0) {
    body = (
      <Card size="3">
        <Flex direction="column" align="center" gap="1" py="4">
          <Text as="p" size="4" weight="bold" align="center">
            {CARDS_EMPTY_TITLE}
          </Text>
          <Text as="p" size="2" color="gray" align="center">
            {CARDS_EMPTY_TEXT}
          </Text>
        </Flex>
      </Card>
    );
  } else {
    body = (
      <Box asChild m="0" p="0" style={{ ...GRID, listStyle: 'none' }}>
        <ul aria-label="Products on RoboMarket">
          {state.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} headingAs="h3" renderLink={renderLink} />
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

// As many columns of at least 220px as the partner's container has room for, whatever the viewport.
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: 'var(--space-4)',
} as const;
