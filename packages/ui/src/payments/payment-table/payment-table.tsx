import { Badge, Box, Button, Flex, Link, Text, VisuallyHidden } from '@radix-ui/themes';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { formatShortDate, formatWholeMoney } from '../../internal/format';
import { plainLink } from '../../internal/plain-link';
import { SectionError } from '../../internal/section-states';
import { SkeletonRows, Td, Th, tableFrame, tableStyle } from '../../internal/simple-table';
import { type PaymentView, paymentColor, paymentStatusText, settlementLine } from '../../views/payment-view';
import { type WorkflowLink, workflowHref } from '../../views/workflow-view';

export interface PaymentTableProps {
  /** The payments to list, newest first, as the server pages them. */
  payments?: ReadonlyArray<PaymentView>;
  /** Loading shows skeleton rows; error shows `error` with Try Again; ready shows the rows or the empty state. */
  status: 'loading' | 'error' | 'ready';
  /** Why loading failed; 'Failed to load payments' when empty. */
  error?: string;
  /** Called by Try Again after a failed load. */
  onRetry?: () => void;
  /** Whether the server has more payments after these; shows Load more. */
  hasMore?: boolean;
  /** Whether the next page is on its way; Load more reads 'Loading...' and waits. */
  loadingMore?: boolean;
  /** Called by Load more. */
  onLoadMore?: () => void;
  /** Why the next page failed to load; shown above Load more, which tries again. */
  loadMoreError?: string;
  /** Renders each row's link to its workflow; defaults to a plain `<a href>`. */
  renderLink?: (link: WorkflowLink) => ReactElement;
  /** The table's name for assistive technology; defaults to 'Payments'. */
  label?: string;
}

/** The skeleton rows' keys while the first page loads. */

// Positioned, so that the links' visually hidden words (absolutely positioned) scroll with the table
// instead of widening the page.
const frame: CSSProperties = { ...tableFrame, position: 'relative' };
const nowrap: CSSProperties = { whiteSpace: 'nowrap' };

/** The words that tell one row's link from the others: "payment of $42,000 on Mar 9, 2026". */
function rowName(payment: PaymentView): string {
  return `payment of ${formatWholeMoney(payment.amount, payment.currency)} on ${formatShortDate(payment.createdAt)}`;
}

function PaymentRow({
  payment,
  renderLink,
}: {
  payment: PaymentView;
  renderLink: (link: WorkflowLink) => ReactElement;
}) {
  return (
    <tr>
      <Th scope="row">
        <span style={nowrap}>{formatWholeMoney(payment.amount, payment.currency)}</span>
      </Th>
      <Td>
        {/* The words carry the status; the colour (product-spec §4) only repeats it. */}
        <Badge color={paymentColor(payment)} variant="soft" highContrast style={nowrap}>
          {paymentStatusText(payment)}
        </Badge>
        {settlementLine(payment) && (
          <Text as="div" size="1" mt="1">
            {settlementLine(payment)}
          </Text>
        )}
      </Td>
      <Td>
        <time dateTime={payment.createdAt} style={nowrap}>
          {formatShortDate(payment.createdAt)}
        </time>
      </Td>
      <Td>
        <Link asChild style={nowrap}>
          {renderLink({
            href: workflowHref(payment.workflowId),
            children: (
              <>
                View Workflow
                <VisuallyHidden> for the {rowName(payment)}</VisuallyHidden>
              </>
            ),
          })}
        </Link>
      </Td>
    </tr>
  );
}

/**
 * The payment history (product-spec §2 Payment history, §4, §9): a table of Amount (US dollars without
 * decimals), Status (the words 'Escrow - {escrowStatus}' or the status, in the §4 colour), Date (en-US) and a
 * 'View Workflow' link per payment; skeleton rows while loading, 'No Payments Found' when there are none, the
 * failure with Try Again, and Load more while the server has further pages. On a phone each payment takes two
 * lines (amount and status, then date and link) so nothing hides off to the side; the table never widens the
 * page.
 */
export function PaymentTable({
  payments = [],
  status,
  error,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  loadMoreError,
  renderLink = plainLink,
  label = 'Payments',
}: PaymentTableProps) {
  if (status === 'error') {
    return <SectionError message={error?.trim() || 'Failed to load payments'} onRetry={onRetry} />;
  }
  if (status === 'ready' && payments.length === 0) {
    return <EmptyState title="No Payments Found" text="Payments for your workflows appear here." />;
  }
  const loading = status === 'loading';
  let rows: ReactNode;
  if (loading) rows = <SkeletonRows widths={[88, 128, 96, 104]} />;
  else
    rows = payments.map((payment) => (
      <PaymentRow key={payment.id} payment={payment} renderLink={renderLink} />
    ));
  return (
    <Flex direction="column" gap="3">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls on a narrow screen must be reachable by keyboard. */}
      <section aria-label={label} tabIndex={0} style={frame}>
        <table className="rm-PaymentTable" style={tableStyle} aria-busy={loading}>
          <VisuallyHidden asChild>
            <caption>{label}</caption>
          </VisuallyHidden>
          <thead>
            <tr>
              <Th>Amount</Th>
              <Th>Status</Th>
              <Th>Date</Th>
              <Th>Workflow</Th>
            </tr>
          </thead>
          <tbody>{rows}</tbody>
        </table>
      </section>
      {loading && (
        <VisuallyHidden>
          <span role="status">Loading payments...</span>
        </VisuallyHidden>
      )}
      {!loading && loadMoreError && <SectionError message={loadMoreError} />}
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
