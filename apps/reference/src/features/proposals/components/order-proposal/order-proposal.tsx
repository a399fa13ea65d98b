import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { components } from '@robomarket/api-client';
import { useListProposals } from '@robomarket/api-client/react';
import { ProposalForm, type ProposalRfpTerms } from '@robomarket/ui';
import { useState } from 'react';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { useSubmitProposal } from '../../api/submit-proposal';
import { PROPOSAL_SUBMITTED } from '../proposal-response-screen';
import { orderProposalEligible } from './eligibility';

type Workflow = components['schemas']['Workflow'];

/** How far ahead an order's proposal may plan its delivery: a year from today. */
const PLANNING_DAYS = 365;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The bounds an order's proposal is checked against: a direct or custom order has no RFP, so any price above
 * zero in the workflow's currency and a timeline within the coming year.
 */
function orderTerms(workflow: Workflow, today: number): ProposalRfpTerms {
  return {
    budget: { min: '0.01', max: '999999999999.99', currency: workflow.currency },
    timeline: { startDate: isoDay(today), endDate: isoDay(today + PLANNING_DAYS * 86_400_000) },
    certifications: [],
  };
}

export interface OrderProposalProps {
  /** The workflow shown. */
  workflow: Workflow;
  /** The signed-in user. */
  user: { id: string; isSeller: boolean };
}

/**
 * An invited seller's answer to a direct or custom order, on the workflow's page: the proposal form (price,
 * terms, timeline and the structured terms), shown while the order takes proposals and the seller has none
 * pending. Its sellers see the order only when invited, so showing it to a seller here means it may answer.
 */
export function OrderProposal({ workflow, user }: OrderProposalProps) {
  const eligible = orderProposalEligible(workflow, user);
  const own = useListProposals(workflow.id, { enabled: eligible });
  const submit = useSubmitProposal();
  const confirm = useOutcomeToast();
  const [today] = useState(() => Date.now());
  const pending = own.data?.proposals.some(
    (proposal) => proposal.sellerId === user.id && proposal.status === 'PENDING',
  );
  if (!eligible || own.isPending || pending) return null;
  return (
    <Card size="3" asChild>
      <section aria-labelledby="order-proposal">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id="order-proposal">
            Send your proposal
          </Heading>
          <Text size="2" color="gray">
            The buyer asked you for this order. State your price and terms; the buyer accepts one proposal.
          </Text>
          <ProposalForm
            rfp={orderTerms(workflow, today)}
            onSubmit={(values) =>
              confirm(submit.mutateAsync({ workflowId: workflow.id, body: values }), PROPOSAL_SUBMITTED)
            }
            onCancel={() => window.history.back()}
          />
        </Flex>
      </section>
    </Card>
  );
}
