import { Box, Button, Container, Flex, Heading, Section } from '@radix-ui/themes';
import { isSellerRole, openWorkflowStatusValues } from '@robomarket/api-client/enums';
import {
  useGetBusinessMetrics,
  useGetSellerMetrics,
  useListPayments,
  useListWorkflows,
} from '@robomarket/api-client/react';
import {
  BusinessSidebar,
  KeyMetrics,
  QuickActions,
  RecentTransactions,
  type Role,
  RoleBadge,
  SellerMetrics,
  type SidebarGroup,
  WorkflowList,
} from '@robomarket/ui';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { renderRouterLink } from '../../../../lib/router-link';
import { scrollToElement } from '../../../../lib/scroll';
import '../../../../lib/stage-colours/stage-colours.css';
import { failureText } from '../../../../lib/failure-text';

/** The id of the workflows section, which `/dashboard#workflows` scrolls to. */
const WORKFLOWS_ANCHOR = 'workflows';

export interface DashboardScreenProps {
  /** The signed-in user: e-mail and role for the sidebar, the badge and the quick actions. */
  user: { email: string; role: Role };
  /** The sidebar's groups: only screens that exist. */
  sidebarGroups: readonly SidebarGroup[];
  /** Whether a path leads to a built screen; quick actions to others are left out. */
  isBuilt: (href: string) => boolean;
  /** Further sections after Recent Transactions, composed by the route (the offers). */
  children?: ReactNode;
  /** The business the user acts for: a buyer's Key Metrics count its workflows; null: the user's own. */
  actingBusinessId?: string | null;
}

/** A buyer's Key Metrics: total spend, active workflows and savings, of the business acted for if any. */
function BuyerKeyMetrics({ businessId }: { businessId: string | null }) {
  const metrics = useGetBusinessMetrics(businessId === null ? {} : { business_id: businessId });
  return (
    <KeyMetrics
      status={metrics.isPending ? 'loading' : metrics.isError ? 'error' : 'ready'}
      metrics={metrics.data}
      error={metrics.isError ? failureText(metrics.error, 'Failed to load metrics') : undefined}
      onRetry={() => void metrics.refetch()}
    />
  );
}

/** A seller's Key Metrics: revenue from the ledger, active deals, win rate, average time to award. */
function SellerKeyMetrics() {
  const metrics = useGetSellerMetrics();
  return (
    <SellerMetrics
      status={metrics.isPending ? 'loading' : metrics.isError ? 'error' : 'ready'}
      metrics={metrics.data}
      error={metrics.isError ? failureText(metrics.error, 'Failed to load metrics') : undefined}
      onRetry={() => void metrics.refetch()}
    />
  );
}

/**
 * The dashboard (product-spec §2 Dashboard), at /dashboard, /business and /business/dashboard: the business
 * sidebar beside 'Business Dashboard' with the role badge, Key Metrics from the server's figures (a buyer's spending, or a seller's revenue and deals), Active
 * Workflows, Recent Transactions (the 3 most recent payments) and Quick Actions for the role.
 */
export function DashboardScreen({
  user,
  sidebarGroups,
  isBuilt,
  children,
  actingBusinessId = null,
}: DashboardScreenProps) {
  const { pathname, hash } = useLocation();
  const payments = useListPayments({ limit: 3 });
  // Active Workflows leaves out completed and cancelled ones: the contract's open statuses.
  const workflows = useListWorkflows({ status: [...openWorkflowStatusValues] });
  const workflowsSettled = !workflows.isPending;

  // /dashboard#workflows: once the list has its height, bring it into view (also when only the hash changed).
  useEffect(() => {
    if (hash !== `#${WORKFLOWS_ANCHOR}` || !workflowsSettled) return;
    const target = document.getElementById(WORKFLOWS_ANCHOR);
    if (target) scrollToElement(target);
  }, [hash, workflowsSettled]);

  return (
    <Flex align="stretch" style={{ minHeight: '100%' }}>
      <BusinessSidebar
        groups={sidebarGroups}
        currentPath={pathname === '/business/dashboard' ? pathname : '/business/dashboard'}
        user={user}
        renderLink={renderRouterLink}
      />
      <Box flexGrow="1" minWidth="0">
        <Section size={{ initial: '1', md: '2' }} px={{ initial: '3', sm: '5' }}>
          <Container size="4">
            <Flex direction="column" gap="6">
              <Flex align="center" gap="3" wrap="wrap">
                <Heading as="h1" size="7">
                  Business Dashboard
                </Heading>
                <RoleBadge userRole={user.role} />
              </Flex>
              {isSellerRole(user.role) ? (
                <SellerKeyMetrics />
              ) : (
                <BuyerKeyMetrics businessId={actingBusinessId} />
              )}
              <WorkflowList
                id={WORKFLOWS_ANCHOR}
                status={workflows.isPending ? 'loading' : workflows.isError ? 'error' : 'ready'}
                workflows={workflows.data?.pages.flatMap((page) => page.workflows)}
                error={
                  workflows.isError ? failureText(workflows.error, 'Failed to load workflows') : undefined
                }
                onRetry={() => void workflows.refetch()}
                renderLink={renderRouterLink}
                emptyAction={
                  <Button asChild>
                    <Link to="/workflow/new">Create New Workflow</Link>
                  </Button>
                }
              />
              <RecentTransactions
                status={payments.isPending ? 'loading' : payments.isError ? 'error' : 'ready'}
                payments={payments.data?.payments}
                error={payments.isError ? failureText(payments.error, 'Failed to load payments') : undefined}
                onRetry={() => void payments.refetch()}
                renderLink={renderRouterLink}
              />
              {children}
              <QuickActions userRole={user.role} isAvailable={isBuilt} renderLink={renderRouterLink} />
            </Flex>
          </Container>
        </Section>
      </Box>
    </Flex>
  );
}
