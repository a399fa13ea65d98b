import { Callout, Container, Flex, Section } from '@radix-ui/themes';
import { isSellerRole } from '@robomarket/api-client/enums';
import { useGetWorkflow, useWorkflowEvents, workflowKeys } from '@robomarket/api-client/react';
import { Breadcrumbs } from '@robomarket/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useAuth } from '../features/auth';
import { LazyWorkflowDevices } from '../features/fleet';
import { useWorkflowThreads, WorkflowMessages } from '../features/messages';
import { OrderProposal } from '../features/proposals';
import { isWorkflowMissing, readOnlyReason, WorkflowDetailsScreen } from '../features/workflows';
import { renderBreadcrumbLink } from '../lib/breadcrumb-link';
import { usePageTitle } from '../lib/page-title';

/**
 * Route /workflow/:id (protected, product-spec §2 Workflow details): breadcrumbs back to the dashboard's
 * workflows, then the workflow with its conversation beside it. The title is the workflow's once it has
 * loaded. While the workflow is shown its live events (messages, typing, status, proposals) keep the page
 * current without a reload. The buyer's side reads one seller's private thread at a time, named by the
 * search parameter `thread` (the seller's id; the first seller's when absent): the conversation and the
 * documents both show that thread. When the server ends the stream because the deal went to another
 * seller, the workflow and the thread are read again, so the losing seller sees its thread closed.
 */
export function WorkflowRoute() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  // The same query as the screen's own (shared cache): one request.
  const query = useGetWorkflow(id);
  // A seller's colleague reads its seller party's thread (ADR 0089): the party's id names it.
  const party = query.data?.access?.sellerPartyId ?? user?.id ?? '';
  const threads = useWorkflowThreads(id, party, search.get('thread'), { enabled: query.isSuccess });
  // Subscribed only once the workflow is known to be the user's: a stranger's page opens no stream.
  const { typing, ended } = useWorkflowEvents(id, {
    enabled: query.isSuccess,
    selfId: user?.id,
    onEnd: (end) => {
      if (end.code === 'access_revoked')
        void queryClient.invalidateQueries({ queryKey: workflowKeys.detail(id) });
    },
  });
  usePageTitle(
    query.data
      ? query.data.title
      : isWorkflowMissing(query.error)
        ? 'Workflow not found'
        : query.isError
          ? 'Error loading workflow'
          : null,
  );
  if (!user) return null;
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="4">
        <Flex direction="column" gap="5">
          <Breadcrumbs
            items={[{ label: 'Workflows', href: '/workflows' }, { label: query.data?.title ?? 'Workflow' }]}
            renderLink={renderBreadcrumbLink}
          />
          {/* The server ended the live updates for good (signed out, access revoked): say so. */}
          {ended && (
            <Callout.Root color="amber" role="status">
              <Callout.Text>Live updates stopped: {ended.message}</Callout.Text>
            </Callout.Root>
          )}
          {/* An invited seller answers a direct or custom order here (issue 25). */}
          {query.data && (
            <OrderProposal
              key={`proposal-${id}`}
              workflow={query.data}
              user={{ id: user.id, isSeller: isSellerRole(user.role) }}
            />
          )}
          {/* Keyed by id: another workflow starts from its own loading state. */}
          <WorkflowDetailsScreen
            key={id}
            workflowId={id}
            userId={user.id}
            documentsThread={{
              pending: threads.query.isPending,
              sellerId: threads.sellerId,
              broadcast: threads.buyerSide && threads.query.isSuccess && threads.threads.length === 0,
              readOnly: threads.selected?.readOnly,
            }}
            aside={
              <WorkflowMessages
                workflowId={id}
                userId={user.id}
                threads={threads}
                typing={typing}
                readOnly={readOnlyReason(query.data?.access)}
                onSelectThread={(sellerId) =>
                  setSearch(
                    (current) => {
                      const next = new URLSearchParams(current);
                      next.set('thread', sellerId);
                      return next;
                    },
                    { replace: true },
                  )
                }
              />
            }
          />
          {/* The delivered robots, once the order is under way (issue 28): a chunk of its own. */}
          {query.data && <LazyWorkflowDevices workflow={query.data} />}
        </Flex>
      </Container>
    </Section>
  );
}
