import type { components } from '@robomarket/api-client';
import {
  useCreatePaymentSession,
  useListPayments,
  useMarkOrderDelivered,
  useRefundEscrow,
  useReleaseEscrow,
  useStartOrder,
} from '@robomarket/api-client/react';
import { EscrowActions, type EscrowFailure, type EscrowMove } from '@robomarket/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../../../../lib/failure-text';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { useLatestDispute } from './dispute-state';
import { escrowRoleOf } from './escrow-role';
import { LazyOpenDisputeDialog } from './lazy-workflow-dispute';

type Workflow = components['schemas']['Workflow'];

/**
 * Where a checkout address leads: a root-relative path of the app (the sandbox's `/checkout/{paymentId}`)
 * through the router, an absolute http(s) address (the card provider's page) by a full navigation; anything
 * else is refused.
 */
export function checkoutTarget(url: string): { kind: 'route' | 'external'; href: string } | undefined {
  if (url.startsWith('/') && !url.startsWith('//')) return { kind: 'route', href: url };
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? { kind: 'external', href: parsed.href }
      : undefined;
  } catch {
    return undefined;
  }
}

const NO_CHECKOUT = 'The checkout could not be opened. Reload the page and try again.';

/**
 * The workflow page's Payment card once a price is agreed (issue 12 §5): the workflow's latest payment and
 * the escrow moves the viewer may make. Pay opens a session and sends the buyer to its checkout; Start
 * Order, Mark as Delivered, Release Funds and Request Refund (before the start) call the api-client's hooks,
 * which refresh the workflow, its payments, its disputes and the dashboard; each success is confirmed with a
 * toast, each failure shown on the card. Open a Dispute (once started) opens the dispute form.
 */
export function WorkflowPayment({ workflow, userId }: { workflow: Workflow; userId: string }) {
  const payments = useListPayments({ workflowId: workflow.id, limit: 1 });
  const navigate = useNavigate();
  const confirm = useOutcomeToast();
  const session = useCreatePaymentSession();
  const start = useStartOrder();
  const release = useReleaseEscrow();
  const refund = useRefundEscrow();
  const deliver = useMarkOrderDelivered();
  const { active: disputeActive } = useLatestDispute(workflow);
  const [disputing, setDisputing] = useState(false);
  const [failure, setFailure] = useState<EscrowFailure | null>(null);
  const [leaving, setLeaving] = useState(false);
  const payment = payments.data?.payments[0] ?? null;

  const pending: ReadonlyArray<[boolean, EscrowMove]> = [
    [session.isPending, 'pay'],
    [start.isPending, 'startOrder'],
    [deliver.isPending, 'deliver'],
    [release.isPending, 'release'],
    [refund.isPending, 'refund'],
    [leaving, 'continue'],
  ];
  const busy: EscrowMove | null = pending.find(([waiting]) => waiting)?.[1] ?? null;

  const goToCheckout = (move: EscrowMove, url: string | null | undefined) => {
    const target = url ? checkoutTarget(url) : undefined;
    if (!target) {
      setFailure({ move, message: NO_CHECKOUT });
      return;
    }
    if (target.kind === 'route') void navigate(target.href);
    else {
      setLeaving(true);
      window.location.assign(target.href);
    }
  };

  const run = async (move: EscrowMove, action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
    } catch (reason) {
      setFailure({ move, message: failureText(reason, 'Please try again.') });
    }
  };

  return (
    <>
      <EscrowActions
        workflowStatus={workflow.status}
        viewerRole={escrowRoleOf(workflow, userId)}
        agreedPrice={workflow.agreedPrice}
        currency={workflow.currency}
        payment={payment}
        status={payments.isPending ? 'loading' : payments.isError ? 'error' : 'ready'}
        loadError={payments.isError ? failureText(payments.error, 'Failed to load payment') : undefined}
        onRetry={() => void payments.refetch()}
        busy={busy}
        error={failure}
        onPay={() =>
          void run('pay', async () => {
            const opened = await session.mutateAsync({ workflowId: workflow.id });
            goToCheckout('pay', opened.checkout_url);
          })
        }
        onContinue={() => {
          setFailure(null);
          goToCheckout('continue', payment?.checkout_url);
        }}
        onStartOrder={() =>
          void run('startOrder', () => confirm(start.mutateAsync(workflow.id), 'Order started'))
        }
        onRelease={() =>
          void run('release', () =>
            confirm(release.mutateAsync({ workflowId: workflow.id }), 'Funds released to the seller'),
          )
        }
        onRefund={() =>
          void run('refund', () =>
            confirm(
              refund.mutateAsync({ workflowId: workflow.id }),
              'Refund issued',
              'The order is cancelled and the funds go back to your card.',
            ),
          )
        }
        onMarkDelivered={() =>
          void run('deliver', () =>
            confirm(
              deliver.mutateAsync(workflow.id),
              'Order marked delivered',
              'The buyer’s inspection period has started.',
            ),
          )
        }
        onOpenDispute={() => setDisputing(true)}
        disputeActive={disputeActive}
      />
      <LazyOpenDisputeDialog workflow={workflow} open={disputing} onOpenChange={setDisputing} />
    </>
  );
}
