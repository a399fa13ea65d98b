import { Badge, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import type { ReactElement, ReactNode } from 'react';
import { useId } from 'react';
import { formatShortDate, formatWholeMoney } from '../../internal/format';
import { plainLink } from '../../internal/plain-link';
import { SectionError, SectionLoading } from '../../internal/section-states';
import { type PaymentView, paymentColor, paymentStatusText } from '../../views/payment-view';
import { type WorkflowLink, workflowHref } from '../../views/workflow-view';

/** How many payments the dashboard shows (product-spec §9). */
export const RECENT_PAYMENTS = 3;

export interface RecentTransactionsProps {
  /** The user's payments in any order; the 3 most recent are shown. */
  payments?: ReadonlyArray<PaymentView>;
  /** Loading, error (with Try Again) or ready. */
  status: 'loading' | 'error' | 'ready';
  /** Why loading failed; 'Failed to load payments' when empty. */
  error?: string;
  /** Called by Try Again. */
  onRetry?: () => void;
  /** Renders each payment's link to its workflow; defaults to a plain `<a href>`. */
  renderLink?: (link: WorkflowLink) => ReactElement;
}

/**
 * The dashboard's Recent Transactions (product-spec §2, §4, §9): the 3 most recent payments with the amount
 * in dollars without decimals, the status in words and colour, the en-US date and a link to the workflow;
 * 'No recent transactions' when there are none, 'Failed to load payments' when they could not be loaded.
 */
export function RecentTransactions({
  payments = [],
  status,
  error,
  onRetry,
  renderLink = plainLink,
}: RecentTransactionsProps) {
  const titleId = useId();
  const recent = [...payments]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, RECENT_PAYMENTS);
  let body: ReactNode;
  if (status === 'loading') body = <SectionLoading label="Loading payments..." />;
  else if (status === 'error')
    body = <SectionError message={error?.trim() || 'Failed to load payments'} onRetry={onRetry} />;
  else if (recent.length === 0)
    body = (
      <Text as="p" color="gray">
        No recent transactions
      </Text>
    );
  else
    body = (
      <Flex direction="column" gap="2" asChild>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {recent.map((payment) => (
            <li key={payment.id}>
              <Card size="1">
                <Flex justify="between" align="center" gap="3" wrap="wrap">
                  <Flex direction="column" gap="1">
                    <Text weight="bold">{formatWholeMoney(payment.amount, payment.currency)}</Text>
                    <Text size="1" color="gray">
                      <time dateTime={payment.createdAt}>{formatShortDate(payment.createdAt)}</time>
                    </Text>
                  </Flex>
                  <Flex align="center" gap="3">
                    <Badge color={paymentColor(payment)} variant="soft" highContrast>
                      {paymentStatusText(payment)}
                    </Badge>
                    <Text size="2">
                      <Link asChild>
                        {renderLink({ href: workflowHref(payment.workflowId), children: 'View Workflow' })}
                      </Link>
                    </Text>
                  </Flex>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      </Flex>
    );
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={titleId} aria-busy={status === 'loading'}>
        <Heading as="h2" size="5" id={titleId}>
          Recent Transactions
        </Heading>
        {body}
      </section>
    </Flex>
  );
}
