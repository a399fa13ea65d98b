import { ArrowLeftIcon } from '@radix-ui/react-icons';
import { Box, Button, Card, Code, DataList, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import { type ReactElement, type ReactNode, useId } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { formatShortDate } from '../../internal/format';
import { plainLink } from '../../internal/plain-link';
import { MilestoneList, RfpRequirementsList, rfpName } from '../../internal/rfp-facts';
import { SectionError, SectionLoading } from '../../internal/section-states';
import { PageMessage } from '../../primitives/page-message';
import { formatPrice } from '../../primitives/price-text';
import type { ProductLink } from '../../views/product-view';
import type { ProposalView } from '../../views/proposal-view';
import type { RfpView } from '../../views/rfp-view';
import { proposalStatusLabel } from '../proposal-list';
import { RfpStatusBadge } from '../rfp-status-badge';

/** Where the RFP's data stands. */
export type RfpDetailsStatus = 'loading' | 'error' | 'not-found' | 'ready';

export interface RfpDetailsProps {
  /** Loading shows a placeholder, error 'Failed to fetch RFP data', not-found 'RFP not found', ready the RFP. */
  status: RfpDetailsStatus;
  /** The RFP once `status` is 'ready'. */
  rfp?: RfpView;
  /** Why loading failed, in words for people (from describeFailure). */
  error?: string;
  /** Called by 'Try Again' after a failure. */
  onRetry?: () => void;
  /** Where 'Back to Dashboard' leads; defaults to /dashboard. */
  dashboardHref?: string;
  /** Renders the links (back, Edit RFP, Submit RFP), e.g. with React Router's Link; defaults to `<a href>`. */
  renderLink?: (link: ProductLink) => ReactElement;
  /** Whether the viewer may edit and submit it (the buyer); sellers see no actions. Defaults to true. */
  canManage?: boolean;
  /** The proposals the viewer may see (the buyer's side: all; a seller: its own), once loaded. */
  proposals?: ReadonlyArray<ProposalView>;
  /** Where the proposals stand; 'ready' by default. */
  proposalsStatus?: 'loading' | 'error' | 'ready';
  /** Why the proposals failed to load, in words for people. */
  proposalsError?: string;
  /** Called by the proposals' 'Try Again'. */
  onRetryProposals?: () => void;
  /** Where 'Compare proposals' leads (the buyer, with two or more proposals); no link when absent. */
  compareHref?: string;
}

/**
 * An RFP's page (product-spec §2 RFP details, §4, §8): its use case as the title, status badge, overview,
 * requirements, milestones, the proposals the viewer may see ('No proposals received yet' only when there
 * are none; the buyer gets 'Compare proposals') and a sidebar with dates and the reference ID. Edit RFP only
 * in DRAFT; Submit RFP in DRAFT or REJECTED.
 */
export function RfpDetails({
  status,
  rfp,
  error,
  onRetry,
  dashboardHref = '/dashboard',
  renderLink = plainLink,
  canManage = true,
  ...proposals
}: RfpDetailsProps) {
  const back = (
    <Button asChild variant="soft" color="gray">
      {renderLink({
        href: dashboardHref,
        children: (
          <>
            <ArrowLeftIcon aria-hidden />
            Back to Dashboard
          </>
        ),
      })}
    </Button>
  );
  if (status === 'loading') {
    return (
      <Flex direction="column" gap="4">
        <Text role="status" color="gray">
          Loading RFP...
        </Text>
        <Flex direction="column" gap="3" aria-hidden>
          <Skeleton width="50%" height="36px" />
          <Skeleton width="100%" height="120px" />
          <Skeleton width="100%" height="120px" />
        </Flex>
      </Flex>
    );
  }
  if (status === 'error') {
    return (
      <PageMessage alert title="Failed to fetch RFP data" text={error?.trim() || 'Please try again.'}>
        {onRetry && <Button onClick={onRetry}>Try Again</Button>}
        {back}
      </PageMessage>
    );
  }
  if (status === 'not-found' || !rfp) {
    return (
      <PageMessage title="RFP not found" text="RFP not found. Please check the URL and try again.">
        {back}
      </PageMessage>
    );
  }
  return (
    <RfpDetailsBody
      rfp={rfp}
      back={back}
      renderLink={renderLink}
      canManage={canManage}
      proposals={<RfpProposals {...proposals} renderLink={renderLink} />}
    />
  );
}

interface BodyProps {
  rfp: RfpView;
  back: ReactElement;
  renderLink: (link: ProductLink) => ReactElement;
  canManage: boolean;
  proposals: ReactNode;
}

type ProposalsProps = Pick<
  RfpDetailsProps,
  'proposals' | 'proposalsStatus' | 'proposalsError' | 'onRetryProposals' | 'compareHref'
> & { renderLink: (link: ProductLink) => ReactElement };

/** The Proposals section's content: each proposal's seller, price and status, or why there is none. */
function RfpProposals({
  proposals = [],
  proposalsStatus = 'ready',
  proposalsError,
  onRetryProposals,
  compareHref,
  renderLink,
}: ProposalsProps) {
  if (proposalsStatus === 'loading') return <SectionLoading label="Loading proposals..." />;
  if (proposalsStatus === 'error') {
    return (
      <SectionError
        message={proposalsError?.trim() || 'Failed to load proposals'}
        onRetry={onRetryProposals}
      />
    );
  }
  if (proposals.length === 0) return <EmptyState title="No proposals received yet" />;
  return (
    <Flex direction="column" gap="3">
      <Flex asChild direction="column" gap="2">
        <ul aria-label="Proposals" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {proposals.map((proposal) => (
            <Flex asChild key={proposal.id} justify="between" align="center" gap="3" wrap="wrap">
              <li>
                <Text weight="medium" style={{ overflowWrap: 'anywhere' }}>
                  {proposal.sellerName}
                </Text>
                <Flex gap="3" align="center">
                  <Text>{formatPrice(proposal.price, proposal.currency)}</Text>
                  <Text size="2" color="gray">
                    {proposalStatusLabel(proposal.status)}
                  </Text>
                </Flex>
              </li>
            </Flex>
          ))}
        </ul>
      </Flex>
      {compareHref !== undefined && proposals.length > 1 && (
        <Box>
          <Button asChild variant="soft">
            {renderLink({ href: compareHref, children: 'Compare proposals' })}
          </Button>
        </Box>
      )}
    </Flex>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card size="3" asChild>
      <section aria-labelledby={id}>
        <Heading as="h2" size="4" mb="3" id={id}>
          {title}
        </Heading>
        {children}
      </section>
    </Card>
  );
}

function RfpDetailsBody({ rfp, back, renderLink, canManage, proposals }: BodyProps) {
  const editable = rfp.status === 'DRAFT';
  const submittable = rfp.status === 'DRAFT' || rfp.status === 'REJECTED';
  return (
    <Flex direction="column" gap="5">
      <Box>{back}</Box>
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Flex direction="column" gap="2">
          <Heading as="h1" size="8" style={{ overflowWrap: 'anywhere' }}>
            {rfpName(rfp)}
          </Heading>
          <Flex gap="2" align="center">
            <Text size="2" color="gray">
              Status:
            </Text>
            <RfpStatusBadge status={rfp.status} />
          </Flex>
        </Flex>
        {canManage && (editable || submittable) && (
          <Flex gap="3" wrap="wrap">
            {editable && (
              <Button asChild variant="soft">
                {renderLink({ href: `/rfp/edit/${rfp.id}`, children: 'Edit RFP' })}
              </Button>
            )}
            {submittable && (
              <Button asChild>{renderLink({ href: `/rfp/submit/${rfp.id}`, children: 'Submit RFP' })}</Button>
            )}
          </Flex>
        )}
      </Flex>
      <Grid columns={{ initial: '1', md: '3fr 1fr' }} gap="5" align="start">
        <Flex direction="column" gap="4">
          <Section title="Overview">
            <Text as="p" style={{ whiteSpace: 'pre-wrap' }}>
              {rfp.description || 'No description given.'}
            </Text>
          </Section>
          <Section title="Requirements">
            <RfpRequirementsList rfp={rfp} />
          </Section>
          <Section title="Milestones">
            <MilestoneList milestones={rfp.timeline.milestones} />
          </Section>
          <Section title="Proposals">{proposals}</Section>
        </Flex>
        <Card size="3" asChild>
          <aside aria-label="RFP information">
            <DataList.Root orientation="vertical">
              <DataList.Item>
                <DataList.Label>Created</DataList.Label>
                <DataList.Value>{formatShortDate(rfp.createdAt)}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>Last updated</DataList.Label>
                <DataList.Value>{formatShortDate(rfp.updatedAt)}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>Reference ID</DataList.Label>
                <DataList.Value>
                  <Code variant="ghost" style={{ overflowWrap: 'anywhere' }}>
                    {rfp.id}
                  </Code>
                </DataList.Value>
              </DataList.Item>
            </DataList.Root>
          </aside>
        </Card>
      </Grid>
    </Flex>
  );
}
