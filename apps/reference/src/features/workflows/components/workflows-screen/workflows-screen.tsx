import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { requestTypeValues, workflowStatusValues } from '@robomarket/api-client/enums';
import { useListWorkflows } from '@robomarket/api-client/react';
import {
  hasWorkflowFilters,
  WorkflowFilters,
  type WorkflowFilterValues,
  WorkflowTable,
} from '@robomarket/ui';
import { Link, useSearchParams } from 'react-router';
import { failureText } from '../../../../lib/failure-text';
import { renderRouterLink } from '../../../../lib/router-link';
import '../../../../lib/stage-colours/stage-colours.css';
import { OrderInvitations } from '../order-invitations';

/** The filters an address holds (`?status=PRICE_AGREED&status=ORDER_COMPLETED&type=CUSTOM_ORDER`). */
export function filtersOf(params: URLSearchParams): WorkflowFilterValues {
  const statuses = params.getAll('status');
  const type = params.get('type');
  return {
    statuses: workflowStatusValues.filter((status) => statuses.includes(status)),
    requestType: requestTypeValues.find((value) => value === type),
  };
}

/** The address's query for `filters`; empty when none is set. */
function paramsOf(filters: WorkflowFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const status of filters.statuses) params.append('status', status);
  if (filters.requestType) params.set('type', filters.requestType);
  return params;
}

export interface WorkflowsScreenProps {
  /** The signed-in user: rows say on which side it stands, and sellers see their invitations. */
  user: { id: string; isSeller: boolean };
}

/**
 * /workflows: every deal of the viewer, bought or sold, active and finished, with filters by status and
 * request type kept in the address, and 'Load more' for further pages. Sellers see their order
 * invitations above.
 */
export function WorkflowsScreen({ user }: WorkflowsScreenProps) {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const workflows = useListWorkflows({
    ...(filters.statuses.length > 0 ? { status: filters.statuses } : {}),
    ...(filters.requestType ? { requestType: filters.requestType } : {}),
  });
  const setFilters = (next: WorkflowFilterValues) => setParams(paramsOf(next), { replace: true });
  const rows = workflows.data?.pages.flatMap((page) => page.workflows) ?? [];
  return (
    <Flex direction="column" gap="5">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Heading as="h1" size="7">
            Workflows
          </Heading>
          <Text color="gray">Every deal you buy or sell in, active and finished.</Text>
        </Flex>
        <Button asChild>
          <Link to="/workflow/new">Create Workflow</Link>
        </Button>
      </Flex>
      {user.isSeller && <OrderInvitations />}
      <WorkflowFilters value={filters} onChange={setFilters} />
      <WorkflowTable
        status={workflows.isPending ? 'loading' : workflows.isError && rows.length === 0 ? 'error' : 'ready'}
        workflows={rows.map((workflow) => ({
          ...workflow,
          side: workflow.buyerId === user.id ? 'buyer' : user.isSeller ? 'seller' : undefined,
        }))}
        error={workflows.isError ? failureText(workflows.error, 'Failed to load workflows') : undefined}
        onRetry={() => void workflows.refetch()}
        filtered={hasWorkflowFilters(filters)}
        onClearFilters={() => setFilters({ statuses: [] })}
        hasMore={workflows.hasNextPage}
        onLoadMore={() => void workflows.fetchNextPage()}
        loadingMore={workflows.isFetchingNextPage}
        renderLink={renderRouterLink}
        emptyAction={
          <Button asChild>
            <Link to="/workflow/new">Create New Workflow</Link>
          </Button>
        }
      />
    </Flex>
  );
}
