import { Flex, Heading } from '@radix-ui/themes';
import { useListPaymentPages } from '@robomarket/api-client/react';
import { OFFLINE_MESSAGE, PaymentTable, SERVER_TROUBLE_MESSAGE } from '@robomarket/ui';
import { failureText } from '../../../../lib/failure-text';
import { renderRouterLink } from '../../../../lib/router-link';

/** product-spec §8, Payments load, history page: when no answer arrived at all. */
const NO_RESPONSE_MESSAGE = 'No response received from server';
/** product-spec §8, Payments load: any other failure without a message of its own. */
const LOAD_FAILED_MESSAGE = 'Failed to load payments';

/**
 * The history page's words for a failed load (product-spec §8): no answer at all is 'No response received
 * from server', a server failure 'Failed to load payments', any other refusal the server's own message.
 */
function paymentsFailureText(error: unknown): string {
  const message = failureText(error, LOAD_FAILED_MESSAGE);
  if (message === OFFLINE_MESSAGE) return NO_RESPONSE_MESSAGE;
  if (message === SERVER_TROUBLE_MESSAGE) return LOAD_FAILED_MESSAGE;
  return message;
}

/**
 * /payments, Payment History (product-spec §2): the caller's payments newest first, a page at a time, in the
 * payment table. Try Again refetches in place (no reload); this page raises no toasts.
 */
export function PaymentHistoryScreen() {
  const query = useListPaymentPages();
  const payments = query.data?.pages.flatMap((page) => page.payments) ?? [];
  // A failure with pages already shown (a later page, or a background refresh) keeps them on screen.
  const failedFirstLoad = query.isError && query.data === undefined;
  return (
    <Flex direction="column" gap="5">
      <Heading as="h1" size="7">
        Payment History
      </Heading>
      <PaymentTable
        status={query.isPending ? 'loading' : failedFirstLoad ? 'error' : 'ready'}
        payments={payments}
        error={failedFirstLoad ? paymentsFailureText(query.error) : undefined}
        onRetry={() => void query.refetch()}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        loadMoreError={query.isFetchNextPageError ? paymentsFailureText(query.error) : undefined}
        renderLink={renderRouterLink}
        label="Payment history"
      />
    </Flex>
  );
}
