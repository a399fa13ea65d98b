import { Button, Card, Flex, Grid, Heading, Spinner, Text } from '@radix-ui/themes';
import type { components } from '@robomarket/api-client';
import { isOpenWorkflowStatus } from '@robomarket/api-client/enums';
import {
  listRfpsQueryOptions,
  useApiClient,
  useGetWorkflow,
  useListDocuments,
  useListProposals,
  useListThreads,
} from '@robomarket/api-client/react';
import {
  DocumentList,
  PageMessage,
  ProposalComparison,
  ProposalList,
  ReadOnlyWorkflowNotice,
  StageBadge,
  WorkflowTimeline,
} from '@robomarket/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import {
  useAcceptProposalAndRefresh,
  useUploadDocumentAndRefresh,
  useWithdrawProposalAndRefresh,
} from '../../api/workflow-mutations';
import { readOnlyReason } from '../../lib/read-only';
import { isWorkflowMissing } from '../../lib/workflow-failure';
import { CancelWorkflowButton } from './cancel-workflow-button';
import { escrowRoleOf } from './escrow-role';
import { LazyWorkflowAcceptance } from './lazy-workflow-acceptance';
import { LazyWorkflowDispute } from './lazy-workflow-dispute';
import { LazyWorkflowPayment } from './lazy-workflow-payment';
import { WorkflowOverview } from './workflow-overview';
import '../../../../lib/stage-colours/stage-colours.css';
import { failureText } from '../../../../lib/failure-text';

/** Loaded when a buyer opens the page: most workflows never wait for an approval (keeps the page's budget). */
const AwardApprovalNotice = lazy(async () => ({
  default: (await import('./award-approval-notice')).AwardApprovalNotice,
}));

type Workflow = components['schemas']['Workflow'];
type Proposal = components['schemas']['Proposal'];

/** The private thread whose documents the page shows, as the conversation beside it has chosen it. */
export interface DocumentsThread {
  /** The thread is not known yet: the documents wait for it rather than load the wrong ones. */
  pending?: boolean | undefined;
  /** The buyer's side: the seller whose thread's documents are listed and receive uploads (with the shared ones). */
  sellerId?: string | undefined;
  /** The buyer's side before any seller joined: an upload is shared with every seller to come. */
  broadcast?: boolean | undefined;
  /** The thread was closed by an award to another seller: its documents are listed, nothing is uploaded. */
  readOnly?: boolean | undefined;
}

export interface WorkflowDetailsScreenProps {
  /** The workflow's id, from the address /workflow/{id}. */
  workflowId: string;
  /** The signed-in user's id: the workflow's buyer accepts proposals and may cancel. */
  userId: string;
  /** Shown beside the workflow once it has loaded (the conversation): two columns from 1024 px, below on narrower screens. */
  aside?: ReactNode;
  /** The thread whose documents are listed and receive uploads; all the caller's by default. */
  documentsThread?: DocumentsThread | undefined;
}

function BackToDashboard() {
  return (
    <Button asChild variant="soft">
      <RouterLink to="/dashboard">Back to Dashboard</RouterLink>
    </Button>
  );
}

/**
 * The body of /workflow/{id} (product-spec §2 Workflow details, §4, §8): stage badge, timeline, overview,
 * documents with upload (the buyer's side's in the shown seller's thread, a seller's in its own),
 * proposals with Accept for the buyer, the comparison when there are two or more, and Cancel for the buyer. Loading, 'Error loading workflow: ...' and 'Workflow not found' each lead back
 * to the dashboard.
 */
export function WorkflowDetailsScreen({
  workflowId,
  userId,
  aside,
  documentsThread = {},
}: WorkflowDetailsScreenProps) {
  const query = useGetWorkflow(workflowId);
  if (query.isPending)
    return (
      <Flex align="center" gap="2" py="6" justify="center">
        <Spinner aria-hidden />
        <Text role="status">Loading workflow...</Text>
      </Flex>
    );
  if (query.isError) {
    const missing = isWorkflowMissing(query.error);
    return (
      <PageMessage
        alert={!missing}
        title={
          missing
            ? 'Workflow not found'
            : `Error loading workflow: ${failureText(query.error, 'Failed to load workflow details')}`
        }
        text={
          missing
            ? "This workflow doesn't exist or isn't shared with you."
            : 'Try again, or go back to your dashboard.'
        }
      >
        {!missing && (
          <Button variant="solid" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        )}
        <BackToDashboard />
      </PageMessage>
    );
  }
  const details = <WorkflowDetails workflow={query.data} userId={userId} documentsThread={documentsThread} />;
  if (!aside) return details;
  return (
    <Grid columns={{ initial: '1', md: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="5" align="start">
      {details}
      {aside}
    </Grid>
  );
}

function WorkflowDetails({
  workflow,
  userId,
  documentsThread,
}: {
  workflow: Workflow;
  userId: string;
  documentsThread: DocumentsThread;
}) {
  // The business acts (ADR 0089): a member with PURCHASER acts for the buyer, a seller's colleague with SALES
  // for its seller party; without `access` (an older answer), the user's own ids decide.
  const { access } = workflow;
  const isBuyer = access ? access.actsForBuyer : workflow.buyerId === userId;
  const partyId = access?.sellerPartyId ?? userId;
  // A VIEWER, or a parent business's member: every action is hidden, and the page says why.
  const readOnly = readOnlyReason(access);
  const proposals = useListProposals(workflow.id);
  const documents = useListDocuments(workflow.id, documentsThread.sellerId, {
    enabled: !documentsThread.pending,
  });
  const accept = useAcceptProposalAndRefresh();
  const withdraw = useWithdrawProposalAndRefresh();
  const upload = useUploadDocumentAndRefresh();
  const confirm = useOutcomeToast();
  const proposalList = proposals.data?.proposals ?? [];
  // A seller's list holds its own proposals only (the server filters); it withdraws and revises them.
  const ownProposals =
    !isBuyer &&
    (access === undefined || access.actsForSeller) &&
    proposalList.some((proposal) => proposal.sellerId === partyId);
  const { rfp } = useWorkflowRfp(workflow.id, workflow.requestType === 'RFP');
  // A seller has a thread of its own (the buyer's side has every seller's, none of them its own).
  const threads = useListThreads(workflow.id, { enabled: !isBuyer && !access?.buyerSide });
  const seller =
    ownProposals ||
    workflow.sellerId === partyId ||
    (threads.data?.threads.some((thread) => thread.sellerId === partyId) ?? false);

  return (
    <Flex direction="column" gap="5">
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Flex direction="column" gap="2" minWidth="0">
          <Heading as="h1" size="7" style={{ overflowWrap: 'anywhere' }}>
            {workflow.title}
          </Heading>
          <Flex gap="2" align="center" wrap="wrap">
            <StageBadge status={workflow.status} />
            <Text size="2" color="gray">
              {workflow.status
                .replaceAll('_', ' ')
                .toLowerCase()
                .replace(/^./, (c) => c.toUpperCase())}
            </Text>
          </Flex>
        </Flex>
        <Flex gap="3" wrap="wrap">
          {workflow.requestType === 'RFP' && <RfpLink workflow={workflow} isBuyer={isBuyer} />}
          {/* Once the seller has started the order a dispute replaces cancelling (DESIGN.md §5). */}
          {isBuyer && isOpenWorkflowStatus(workflow.status) && workflow.status !== 'ORDER_IN_PROGRESS' && (
            <CancelWorkflowButton workflowId={workflow.id} />
          )}
        </Flex>
      </Flex>
      {readOnly && <ReadOnlyWorkflowNotice {...readOnly} />}
      <Card size="3" asChild>
        <section aria-labelledby="workflow-progress">
          <Flex direction="column" gap="3">
            <Heading as="h2" size="4" id="workflow-progress">
              Progress
            </Heading>
            <WorkflowTimeline
              status={workflow.status}
              createdAt={workflow.createdAt}
              updatedAt={workflow.updatedAt}
              requestType={workflow.requestType}
            />
          </Flex>
        </section>
      </Card>
      <WorkflowOverview workflow={workflow} viewer={seller ? 'seller' : 'buyer'} />
      <LazyWorkflowPayment workflow={workflow} userId={userId} />
      <LazyWorkflowAcceptance
        workflow={workflow}
        role={escrowRoleOf(workflow, userId)}
        expected={proposalList.some((proposal) => proposal.status === 'ACCEPTED' && proposal.acceptanceTest)}
      />
      <LazyWorkflowDispute workflow={workflow} role={escrowRoleOf(workflow, userId)} />
      {isBuyer && (
        <Suspense fallback={null}>
          <AwardApprovalNotice workflowId={workflow.id} />
        </Suspense>
      )}
      <ProposalList
        status={proposals.isPending ? 'loading' : proposals.isError ? 'error' : 'ready'}
        proposals={proposalList}
        error={proposals.isError ? failureText(proposals.error, 'Failed to load proposals') : undefined}
        onRetry={() => void proposals.refetch()}
        canAccept={isBuyer}
        onAccept={(proposalId) =>
          confirm(
            accept.mutateAsync({ workflowId: workflow.id, proposalId }),
            // Above the buyer's limits the award waits for the business's approvers (ADR 0091).
            ({ approval }) => (approval ? 'Waiting for approval' : 'Proposal accepted'),
            ({ approval }) => (approval ? 'An approver of your business decides this award.' : ''),
          )
        }
        onWithdraw={
          ownProposals
            ? (proposalId) =>
                confirm(withdraw.mutateAsync({ workflowId: workflow.id, proposalId }), 'Proposal withdrawn')
            : undefined
        }
        reviseHref={
          ownProposals && rfp
            ? (proposal) =>
                `/rfp/respond/${encodeURIComponent(rfp.id)}?revise=${encodeURIComponent(proposal.id)}`
            : undefined
        }
        renderLink={({ href, children }) => <RouterLink to={href}>{children}</RouterLink>}
      />
      {isBuyer && proposalList.length >= 2 && (
        <Comparison workflowId={workflow.id} proposals={proposalList} />
      )}
      <DocumentList
        status={documents.isPending ? 'loading' : documents.isError ? 'error' : 'ready'}
        documents={documents.data?.documents}
        error={documents.isError ? failureText(documents.error, 'Failed to load documents') : undefined}
        onRetry={() => void documents.refetch()}
        onUpload={
          documentsThread.readOnly || readOnly
            ? undefined
            : (file) =>
                confirm(
                  upload.mutateAsync({
                    workflowId: workflow.id,
                    file,
                    ...(documentsThread.broadcast
                      ? { broadcast: true }
                      : { sellerId: documentsThread.sellerId }),
                  }),
                  'Document uploaded',
                )
        }
      />
    </Flex>
  );
}

/** The workflow's RFP, found by its workflow: a link to it, or to the wizard while the buyer has none yet. */
function useWorkflowRfp(workflowId: string, enabled = true) {
  const rfps = useInfiniteQuery({ ...listRfpsQueryOptions(useApiClient(), { workflowId }), enabled });
  return { rfp: rfps.data?.pages[0]?.rfps[0], isPending: rfps.isPending };
}

function RfpLink({ workflow, isBuyer }: { workflow: Workflow; isBuyer: boolean }) {
  const { rfp, isPending } = useWorkflowRfp(workflow.id);
  if (isPending) return null;
  if (rfp)
    return (
      <Button asChild variant="soft">
        <RouterLink to={`/rfp/details/${encodeURIComponent(rfp.id)}`}>View RFP</RouterLink>
      </Button>
    );
  if (!isBuyer || workflow.status !== 'REQUEST_CREATED') return null;
  return (
    <Button asChild>
      <RouterLink to={`/rfp/create?workflow=${encodeURIComponent(workflow.id)}`}>Create RFP</RouterLink>
    </Button>
  );
}

function Comparison({ workflowId, proposals }: { workflowId: string; proposals: Proposal[] }) {
  const { rfp } = useWorkflowRfp(workflowId);
  return (
    <ProposalComparison
      proposals={proposals}
      requiredCertifications={rfp?.technicalRequirements.certifications ?? []}
    />
  );
}
