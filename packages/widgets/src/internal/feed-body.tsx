import { Box, Button, Callout, Card, Flex, Skeleton, Text, VisuallyHidden } from '@radix-ui/themes';
import type { ProductLink } from '@robomarket/ui';
import type { ReactElement, ReactNode } from 'react';

/** Where a list widget is: asking, failed (with or without a second try), or showing what came back. */
export type FeedState<Item> =
  | { status: 'loading' }
  | { status: 'error'; message: string; retryable: boolean }
  | { status: 'ready'; items: Item[] };

export interface FeedBodyProps<Item> {
  /** What the widget knows so far. */
  state: FeedState<Item>;
  /** Announced while loading, e.g. 'Loading amazing products...'. */
  loadingText: string;
  /** How many placeholder cards show while loading, and how tall each is (CSS length). */
  placeholders: { count: number; height: string };
  /** The empty state's heading and sentence. */
  empty: { title: string; text: string };
  /** The accessible name of the list of cards. */
  listLabel: string;
  /** The narrowest a column of cards may be, in pixels; as many columns fit as the partner's container allows. */
  minColumnWidth: number;
  /** One item's card. */
  renderItem: (item: Item) => ReactElement;
  /** One item's React key. */
  keyOf: (item: Item) => string;
  /** Asks again (Try again); offered when the failure is `retryable`. */
  onRetry: () => void;
}

/** The body every list widget shares: loading placeholders, the error with Try again, the empty state, the grid. */
export function FeedBody<Item>({
  state,
  loadingText,
  placeholders,
  empty,
  listLabel,
  minColumnWidth,
  renderItem,
  keyOf,
  onRetry,
}: FeedBodyProps<Item>): ReactNode {
  const grid = {
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minColumnWidth}px), 1fr))`,
    gap: 'var(--space-4)',
  } as const;
  if (state.status === 'loading') {
    return (
      <Flex direction="column" gap="3">
        <Text role="status" size="2" color="gray">
          {loadingText}
        </Text>
        <Box aria-hidden style={grid}>
          {Array.from({ length: placeholders.count }, (_, place) => place).map((place) => (
            <Skeleton key={place} height={placeholders.height} />
          ))}
        </Box>
      </Flex>
    );
  }
  if (state.status === 'error') {
    return (
      <Callout.Root color="red" role="alert" highContrast>
        <Callout.Text>{state.message}</Callout.Text>
        {state.retryable ? (
          <Box>
            <Button variant="soft" color="red" highContrast onClick={onRetry}>
              Try again
            </Button>
          </Box>
        ) : null}
      </Callout.Root>
    );
  }
  if (state.items.length === 0) {
    return (
      <Card size="3">
        <Flex direction="column" align="center" gap="1" py="4">
          <Text as="p" size="4" weight="bold" align="center">
            {empty.title}
          </Text>
          <Text as="p" size="2" color="gray" align="center">
            {empty.text}
          </Text>
        </Flex>
      </Card>
    );
  }
  return (
    <Box asChild m="0" p="0" style={{ ...grid, listStyle: 'none' }}>
      <ul aria-label={listLabel}>
        {state.items.map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
      </ul>
    </Box>
  );
}

/** A card's link for a partner's page: to `url(href)` on RoboMarket, in a new tab, saying so to screen readers. */
export function newTabLink(url: (href: string) => string) {
  return ({ href, children }: ProductLink) => (
    <a href={url(href)} target="_blank" rel="noopener">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
