import { Button, Dialog, Flex } from '@radix-ui/themes';
import type { components } from '@robomarket/api-client';
import {
  useAcceptDisputeOffer,
  useListDocuments,
  useOpenDispute,
  useRejectDisputeOffer,
  useRespondToDispute,
  useWithdrawDispute,
} from '@robomarket/api-client/react';
import {
  DisputeForm,
  DisputeResponseForm,
  DisputeTimeline,
  type EscrowRole,
  PartialRefundOfferCallout,
} from '@robomarket/ui';
import { useState } from 'react';
import { failureText } from '../../../../lib/failure-text';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { disputesVisible, useLatestDispute } from './dispute-state';

type Workflow = components['schemas']['Workflow'];

/**
 * The buyer's dispute form in a dialog (DESIGN.md §5): a reason, what is wrong, and documents of the chosen
 * seller's thread as evidence. Closes on success with a toast; a failure stays in the form.
 */
export function OpenDisputeDialog({
  workflow,
  open,
  onOpenChange,
}: {
  workflow: Workflow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const documents = useListDocuments(workflow.id, workflow.sellerId ?? undefined, { enabled: open });
  const openDispute = useOpenDispute();
  const confirm = useOutcomeToast();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>Open a dispute</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          The funds stay held while the seller answers: a full refund, a partial refund, or a platform admin's
          decision.
        </Dialog.Description>
        <DisputeForm
          documents={(documents.data?.documents ?? []).map((document) => ({
            id: document.id,
            name: document.originalName,
          }))}
          onCancel={() => onOpenChange(false)}
          onSubmit={async (body) => {
            await confirm(openDispute.mutateAsync({ workflowId: workflow.id, body }), 'Dispute opened');
            onOpenChange(false);
          }}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

/**
 * The workflow page's Dispute card once an order has started: the newest dispute's timeline for both
 * sides, the chosen seller's answer while it is open, the buyer's answer to a partial refund, and the
 * buyer's Withdraw while it is not settled. Nothing when nobody disputed the order.
 */
export function WorkflowDispute({ workflow, role }: { workflow: Workflow; role: EscrowRole }) {
  const { query, latest, active } = useLatestDispute(workflow);
  const respond = useRespondToDispute();
  const accept = useAcceptDisputeOffer();
  const reject = useRejectDisputeOffer();
  const withdraw = useWithdrawDispute();
  const confirm = useOutcomeToast();
  const [withdrawError, setWithdrawError] = useState<string | null>(null);
  if (!disputesVisible(workflow)) return null;
  if (query.isSuccess && latest === null) return null;
  return (
    <Flex direction="column" gap="3">
      <DisputeTimeline
        status={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
        dispute={latest}
        error={query.isError ? failureText(query.error, 'Failed to load the dispute') : undefined}
        onRetry={() => void query.refetch()}
      />
      {latest?.status === 'OPEN' && role === 'seller' && (
        <DisputeResponseForm
          heldAmount={latest.heldAmount}
          currency={latest.currency}
          onRespond={(body) =>
            confirm(respond.mutateAsync({ disputeId: latest.id, body }), 'Answer sent to the buyer')
          }
        />
      )}
      {latest?.status === 'OFFERED' && latest.offerAmount !== null && (
        <PartialRefundOfferCallout
          offerAmount={latest.offerAmount}
          heldAmount={latest.heldAmount}
          currency={latest.currency}
          viewerRole={role}
          onAccept={() => confirm(accept.mutateAsync(latest.id), 'Partial refund accepted')}
          onReject={() =>
            confirm(reject.mutateAsync(latest.id), 'Offer rejected', 'A platform admin decides next.')
          }
        />
      )}
      {active && role === 'buyer' && latest && (
        <Flex direction="column" gap="2" align="start">
          <Button
            variant="soft"
            color="gray"
            highContrast
            disabled={withdraw.isPending}
            onClick={() => {
              setWithdrawError(null);
              confirm(withdraw.mutateAsync(latest.id), 'Dispute withdrawn').catch((reason: unknown) =>
                setWithdrawError(failureText(reason, 'Failed to withdraw the dispute')),
              );
            }}
          >
            {withdraw.isPending ? 'Withdrawing...' : 'Withdraw Dispute'}
          </Button>
          {withdrawError && <span role="alert">{withdrawError}</span>}
        </Flex>
      )}
    </Flex>
  );
}
