import { Callout } from '@radix-ui/themes';
import { useListApprovals } from '@robomarket/api-client/react';
import { formatPrice } from '@robomarket/ui';

/**
 * The buyer's latest award of this workflow that went to approval (ADR 0091): while it waits, how many
 * approvals it has; once declined, who declined it and why (the proposal is open to an accept again).
 */
export function AwardApprovalNotice({ workflowId }: { workflowId: string }) {
  const requests = useListApprovals({ scope: 'requested', workflow_id: workflowId, limit: 1 });
  const [latest] = requests.data?.approvals ?? [];
  if (latest === undefined) return null;
  const award = `${formatPrice(latest.amount, latest.currency)} to ${latest.seller_name}`;
  if (latest.status === 'PENDING') {
    return (
      <Callout.Root color="orange" role="status">
        <Callout.Text>
          Waiting for approval: your award of {award} has {latest.approvals.length} of{' '}
          {latest.required_approvals} {latest.required_approvals === 1 ? 'approval' : 'approvals'}.
        </Callout.Text>
      </Callout.Root>
    );
  }
  if (latest.status === 'DECLINED') {
    return (
      <Callout.Root color="red" role="status">
        <Callout.Text>
          {latest.decided_by_name ?? 'An approver'} declined your award of {award}: {latest.decline_reason}
        </Callout.Text>
      </Callout.Root>
    );
  }
  return null;
}
