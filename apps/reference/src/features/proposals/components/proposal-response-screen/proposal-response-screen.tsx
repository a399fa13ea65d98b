import { Box, Button, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { ApiError } from '@robomarket/api-client';
import { isOpenRfpStatus, isSellerRole } from '@robomarket/api-client/enums';
import { useGetRfp, useListProposals } from '@robomarket/api-client/react';
import {
  PageMessage,
  type PageMessageProps,
  ProposalForm,
  type ProposalFormValues,
  RfpSummary,
} from '@robomarket/ui';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { failureText } from '../../../../lib/failure-text';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { useReviseProposal } from '../../api/revise-proposal';
import { useSubmitProposal } from '../../api/submit-proposal';
import { IntentToBid } from '../intent-to-bid';

export const PROPOSAL_SUBMITTED = 'Proposal submitted successfully!';
export const PROPOSAL_REVISED = 'Proposal revised';

export interface ProposalResponseScreenProps {
  /** The RFP answered, from the address. */
  rfpId: string;
  /** The signed-in user. */
  user: { id: string; role: string };
}

/** A page-wide message, with the way back to the marketplace after any other step. */
function Message({ children, ...message }: PageMessageProps) {
  return (
    <PageMessage {...message}>
      {children}
      <Button asChild variant="soft">
        <Link to="/rfp/marketplace">Back to RFP Marketplace</Link>
      </Button>
    </PageMessage>
  );
}

/**
 * /rfp/respond/{id} (product-spec §2 RFP response, §5, §7, §8): the RFP's summary and the proposal form.
 * Sending proposes with the terms the seller stated (the server invites the seller to the RFP's workflow
 * with its first proposal), toasts 'Proposal submitted successfully!' and opens the workflow. With
 * `?revise={proposalId}` the form starts from the seller's pending proposal and sends a revision. Before
 * proposing, a seller may declare its intent to bid and talk to the buyer in its private thread. Only
 * sellers respond; a customer is told so.
 */
export function ProposalResponseScreen({ rfpId, user }: ProposalResponseScreenProps) {
  const query = useGetRfp(rfpId);
  const proposal = useSubmitProposal();
  const revision = useReviseProposal();
  const confirm = useOutcomeToast();
  const navigate = useNavigate();
  const reviseId = useSearchParams()[0].get('revise') ?? undefined;
  const own = useListProposals(query.data?.workflowId ?? '', {
    enabled: query.data !== undefined && reviseId !== undefined,
  });
  const revised = own.data?.proposals.find((item) => item.id === reviseId && item.status === 'PENDING');

  if (!isSellerRole(user.role)) {
    return (
      <Message
        title="Only sellers can respond to RFPs"
        text="Sign in with a business account (a dealer or dealership) to send a proposal."
      />
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    return missing ? (
      <Message title="RFP not found" text="RFP not found. Please check the URL and try again." />
    ) : (
      <Message alert title="Failed to fetch RFP" text={failureText(query.error, 'Please try again.')}>
        <Box>
          <Button onClick={() => void query.refetch()}>Try Again</Button>
        </Box>
      </Message>
    );
  }
  const rfp = query.data;
  if (rfp && !isOpenRfpStatus(rfp.status)) {
    return <Message title="This RFP is closed" text="It no longer takes proposals." />;
  }
  if (reviseId !== undefined && own.isError) {
    return (
      <Message alert title="Failed to load your proposal" text={failureText(own.error, 'Please try again.')}>
        <Box>
          <Button onClick={() => void own.refetch()}>Try Again</Button>
        </Box>
      </Message>
    );
  }
  if (reviseId !== undefined && own.isSuccess && revised === undefined) {
    return (
      <Message
        title="This proposal can no longer be revised"
        text="Only a pending proposal of yours can be revised; it may have been accepted, declined or withdrawn."
      />
    );
  }

  async function submit(values: ProposalFormValues) {
    if (!rfp) return;
    if (revised !== undefined) {
      await confirm(
        revision.mutateAsync({ workflowId: rfp.workflowId, proposalId: revised.id, body: values }),
        PROPOSAL_REVISED,
      );
    } else {
      await confirm(proposal.mutateAsync({ workflowId: rfp.workflowId, body: values }), PROPOSAL_SUBMITTED);
    }
    void navigate(`/workflow/${rfp.workflowId}`);
  }
  const waiting = reviseId !== undefined && revised === undefined;

  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          {reviseId === undefined ? 'Respond to RFP' : 'Revise your proposal'}
        </Heading>
        <Text color="gray">Read the buyer's needs, then send your proposal.</Text>
      </Flex>
      {rfp && <IntentToBid workflowId={rfp.workflowId} userId={user.id} />}
      <Grid columns={{ initial: '1', md: '2' }} gap="5" align="start">
        <RfpSummary rfp={rfp} />
        {rfp && !waiting && (
          <ProposalForm
            rfp={{ ...rfp, certifications: rfp.technicalRequirements.certifications }}
            onSubmit={submit}
            onCancel={() => void navigate(revised ? `/workflow/${rfp.workflowId}` : '/rfp/marketplace')}
            initial={
              revised && { ...revised, timeline: revised.timeline ?? { ...rfp.timeline, milestones: [] } }
            }
            submitLabel={revised ? 'Submit Revision' : 'Submit Proposal'}
          />
        )}
      </Grid>
    </Flex>
  );
}
