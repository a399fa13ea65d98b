import { Flex, Heading, Text } from '@radix-ui/themes';
import { useCreatePayout, useGetPayoutPages } from '@robomarket/api-client/react';
import { PayoutsSummary, PayoutsTable } from '@robomarket/ui';
import { failureText } from '../../../../lib/failure-text';
import { renderRouterLink } from '../../../../lib/router-link';

/** The words for a failed load without a message of its own. */
const LOAD_FAILED_MESSAGE = 'Failed to load payouts';

/**
 * /business/payouts: a seller's money from the ledger — the balance (held in escrow, available, paid out,
 * fees) with 'Pay out {amount}', and one row per order. Try Again refetches in place.
 */
export function PayoutsScreen() {
  const query = useGetPayoutPages();
  const payout = useCreatePayout();
  const pages = query.data?.pages ?? [];
  const orders = pages.flatMap((page) => page.orders);
  const failedFirstLoad = query.isError && query.data === undefined;
  const status = query.isPending ? 'loading' : failedFirstLoad ? 'error' : 'ready';
  const error = failedFirstLoad ? failureText(query.error, LOAD_FAILED_MESSAGE) : undefined;
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          Payouts
        </Heading>
        <Text as="p" color="gray">
          Money from your orders: held in escrow until the buyer releases it, then available to pay out to
          your bank account.
        </Text>
      </Flex>
      <PayoutsSummary
        status={status}
        balance={pages[0]?.balance}
        error={error}
        onRetry={() => void query.refetch()}
        onPayOut={() => payout.mutateAsync({})}
      />
      {/* A failed first load is told once, by the balance, with its Try Again. */}
      {!failedFirstLoad && (
        <>
          <Heading as="h2" size="5">
            Orders
          </Heading>
          <PayoutsTable
            status={status}
            orders={orders}
            onRetry={() => void query.refetch()}
            hasMore={query.hasNextPage}
            loadingMore={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            renderLink={renderRouterLink}
          />
        </>
      )}
    </Flex>
  );
}
