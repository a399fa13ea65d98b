import { Badge, Box, Button, Flex, Link, VisuallyHidden } from '@radix-ui/themes';
import type { PayoutState } from '@robomarket/api-client/enums';
import type { ComponentProps, CSSProperties, ReactElement, ReactNode } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { formatShortDate } from '../../internal/format';
import { plainLink } from '../../internal/plain-link';
import { SectionError } from '../../internal/section-states';
import { SkeletonRows, scrollFrame, Td, Th, tableFrame, tableStyle } from '../../internal/simple-table';
import { formatPrice } from '../../primitives/price-text';
import { type WorkflowLink, workflowHref } from '../../views/workflow-view';

/** One order of a seller: the contract's PayoutOrder. Amounts are decimal strings, never floats. */
export interface PayoutOrderView {
  /** The workflow the order belongs to; the row links to it. */
  workflowId: string;
  /** The workflow's title. */
  title: string;
  /** The payment's id. */
  paymentId: string;
  /** What the buyer paid. */
  gross: string;
  /** The platform's fee. */
  fee: string;
  /** What the seller gets (0.00 while held or refunded). */
  net: string;
  /** Where the money stands. */
  state: PayoutState;
  /** ISO 4217 code of the amounts. */
  currency: string;
  /** When the buyer's funds were held (RFC 3339). */
  paidAt: string;
  /** When the money was released to the seller; null until then. */
  releasedAt: string | null;
  /** When it was paid out; null until then. */
  paidOutAt: string | null;
}

type BadgeColor = NonNullable<ComponentProps<typeof Badge>['color']>;

/** Each state's words and colour; the words carry the meaning, the colour only repeats it. */
const STATES: Record<PayoutState, { text: string; color: BadgeColor }> = {
  held: { text: 'Held in escrow', color: 'orange' },
  available: { text: 'Available', color: 'green' },
  paid_out: { text: 'Paid out', color: 'blue' },
  refunded: { text: 'Refunded', color: 'gray' },
};

export interface PayoutsTableProps {
  /** The orders, newest first, as the server pages them. */
  orders?: ReadonlyArray<PayoutOrderView>;
  /** Loading shows skeleton rows; error shows `error` with Try Again; ready shows the rows or the empty state. */
  status: 'loading' | 'error' | 'ready';
  /** Why loading failed; 'Failed to load payouts' when empty. */
  error?: string;
  /** Called by Try Again after a failed load. */
  onRetry?: () => void;
  /** Whether the server has more orders after these; shows Load more. */
  hasMore?: boolean;
  /** Whether the next page is on its way. */
  loadingMore?: boolean;
  /** Called by Load more. */
  onLoadMore?: () => void;
  /** Renders each row's link to its workflow; defaults to a plain `<a href>`. */
  renderLink?: (link: WorkflowLink) => ReactElement;
}

const frame: CSSProperties = { ...tableFrame, position: 'relative' };
const nowrap: CSSProperties = { whiteSpace: 'nowrap' };

/** The date that matters for the state: paid out, released, or paid by the buyer. */
const stateDate = (order: PayoutOrderView) => order.paidOutAt ?? order.releasedAt ?? order.paidAt;

function OrderRow({
  order,
  renderLink,
}: {
  order: PayoutOrderView;
  renderLink: (link: WorkflowLink) => ReactElement;
}) {
  const state = STATES[order.state];
  return (
    <tr>
      <Th scope="row">
        <Link asChild>
          {renderLink({
            href: workflowHref(order.workflowId),
            children: (
              <>
                {order.title}
                <VisuallyHidden> (workflow)</VisuallyHidden>
              </>
            ),
          })}
        </Link>
      </Th>
      <Td>
        <span style={nowrap}>{formatPrice(order.gross, order.currency)}</span>
      </Td>
      <Td>
        <span style={nowrap}>{formatPrice(order.fee, order.currency)}</span>
      </Td>
      <Td>
        <span style={nowrap}>{formatPrice(order.net, order.currency)}</span>
      </Td>
      <Td>
        <Badge color={state.color} variant="soft" highContrast style={nowrap}>
          {state.text}
        </Badge>
      </Td>
      <Td>
        <time dateTime={stateDate(order)} style={nowrap}>
          {formatShortDate(stateDate(order))}
        </time>
      </Td>
    </tr>
  );
}

/**
 * A seller's orders and their money: Order (a link to its workflow), Gross, Fee, Net, Status (Held in
 * escrow, Available, Paid out, Refunded) and the date of that state; skeleton rows while loading, 'No
 * payouts yet' when there are none, the failure with Try Again, and Load more while the server has more.
 */
export function PayoutsTable({
  orders = [],
  status,
  error,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  renderLink = plainLink,
}: PayoutsTableProps) {
  if (status === 'error') {
    return <SectionError message={error?.trim() || 'Failed to load payouts'} onRetry={onRetry} />;
  }
  if (status === 'ready' && orders.length === 0) {
    return (
      <EmptyState
        title="No payouts yet"
        text="When a buyer pays for one of your orders, its money shows here: held in escrow, then available to pay out."
      />
    );
  }
  const loading = status === 'loading';
  let rows: ReactNode;
  if (loading) rows = <SkeletonRows widths={[160, 88, 64, 88, 96, 96]} />;
  else rows = orders.map((order) => <OrderRow key={order.paymentId} order={order} renderLink={renderLink} />);
  return (
    <Flex direction="column" gap="3">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls on a narrow screen must be reachable by keyboard. */}
      <section aria-label="Orders" tabIndex={0} {...scrollFrame} style={frame}>
        <table style={tableStyle} aria-busy={loading}>
          <VisuallyHidden asChild>
            <caption>Orders</caption>
          </VisuallyHidden>
          <thead>
            <tr>
              <Th>Order</Th>
              <Th>Gross</Th>
              <Th>Fee</Th>
              <Th>Net</Th>
              <Th>Status</Th>
              <Th>Date</Th>
            </tr>
          </thead>
          <tbody>{rows}</tbody>
        </table>
      </section>
      {loading && (
        <VisuallyHidden>
          <span role="status">Loading payouts...</span>
        </VisuallyHidden>
      )}
      {!loading && hasMore && (
        <Box>
          <Button variant="soft" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </Box>
      )}
    </Flex>
  );
}
