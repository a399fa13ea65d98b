import { Box, Button, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { ApiError } from '@robomarket/api-client';
import { isOpenRfpStatus, isSellerRole } from '@robomarket/api-client/enums';
import { useGetRfp } from '@robomarket/api-client/react';
import {
  PageMessage,
  type PageMessageProps,
  ProposalForm,
  type ProposalFormValues,
  RfpSummary,
} from '@robomarket/ui';
import { Link, useNavigate } from 'react-router';
import { failureText } from '../../../../lib/failure-text';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { useSubmitProposal } from '../../api/submit-proposal';
import { structuredTerms } from '../../lib/structured-terms';
import { IntentToBid } from '../intent-to-bid';

export const PROPOSAL_SUBMITTED = 'Proposal submitted successfully!';

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
 * Sending proposes with the §7 structured terms (the server invites the seller to the RFP's workflow with
 * its first proposal), toasts 'Proposal submitted successfully!' and opens the workflow. Before proposing, a
 * seller may declare its intent to bid and talk to the buyer in its private thread. Only sellers respond; a
 * customer is told so.
 */
export function ProposalResponseScreen({ rfpId, user }: ProposalResponseScreenProps) {
  const query = useGetRfp(rfpId);
  const proposal = useSubmitProposal();
  const confirm = useOutcomeToast();
  const navigate = useNavigate();

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

  async function submit(values: ProposalFormValues) {
    if (!rfp) return;
    await confirm(
      proposal.mutateAsync({
        workflowId: rfp.workflowId,
        body: {
          ...values,
          structured_terms: structuredTerms(values.timeline, rfp.technicalRequirements.certifications),
        },
      }),
      PROPOSAL_SUBMITTED,
    );
    void navigate(`/workflow/${rfp.workflowId}`);
  }

  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          Respond to RFP
        </Heading>
        <Text color="gray">Read the buyer's needs, then send your proposal.</Text>
      </Flex>
      {rfp && <IntentToBid workflowId={rfp.workflowId} userId={user.id} />}
      <Grid columns={{ initial: '1', md: '2' }} gap="5" align="start">
        <RfpSummary rfp={rfp} />
        {rfp && (
          <ProposalForm rfp={rfp} onSubmit={submit} onCancel={() => void navigate('/rfp/marketplace')} />
        )}
      </Grid>
    </Flex>
  );
}
