import { Flex, Heading, Text } from '@radix-ui/themes';
import { useListApprovals } from '@robomarket/api-client/react';
import { ApprovalsInbox } from '@robomarket/ui';
import { failureText } from '../../../../lib/failure-text';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { useApproveAwardAndRefresh, useDeclineAwardAndRefresh } from '../../api/approval-mutations';

/** The words for a failed load without a message of its own. */
const LOAD_FAILED_MESSAGE = 'Failed to load approvals';

export interface ApprovalsScreenProps {
  /** The business acted for, named in the introduction. */
  businessName: string;
  /** Whether the user holds APPROVER there: only then is the inbox shown. */
  isApprover: boolean;
}

/**
 * /business/approvals: an approver's inbox of awards above a spending limit (approve, or decline with a
 * reason), and every member's own awards waiting for approval or decided, with the approver's reason.
 */
export function ApprovalsScreen({ businessName, isApprover }: ApprovalsScreenProps) {
  const inbox = useListApprovals({ scope: 'to_decide' }, { enabled: isApprover });
  const requested = useListApprovals({ scope: 'requested' });
  const approve = useApproveAwardAndRefresh();
  const decline = useDeclineAwardAndRefresh();
  const confirm = useOutcomeToast();
  const statusOf = (query: typeof inbox) => (query.isPending ? 'loading' : query.isError ? 'error' : 'ready');
  return (
    <Flex direction="column" gap="6">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          Approvals
        </Heading>
        <Text as="p" color="gray">
          Awards at {businessName} above a member&apos;s spending limit, the business-wide threshold or the
          parent&apos;s budget wait here until enough approvers approve.
        </Text>
      </Flex>
      {isApprover && (
        <ApprovalsInbox
          status={statusOf(inbox)}
          approvals={inbox.data?.approvals}
          error={inbox.isError ? failureText(inbox.error, LOAD_FAILED_MESSAGE) : undefined}
          onRetry={() => void inbox.refetch()}
          onApprove={(approval) =>
            confirm(approve.mutateAsync({ approvalId: approval.id }), 'Award approved')
          }
          onDecline={(approval, reason) =>
            confirm(decline.mutateAsync({ approvalId: approval.id, reason }), 'Award declined')
          }
        />
      )}
      <ApprovalsInbox
        title="Your awards"
        emptyText="Proposals and offers you accept above your limit appear here while they wait."
        status={statusOf(requested)}
        approvals={requested.data?.approvals}
        error={requested.isError ? failureText(requested.error, LOAD_FAILED_MESSAGE) : undefined}
        onRetry={() => void requested.refetch()}
        onApprove={(approval) => confirm(approve.mutateAsync({ approvalId: approval.id }), 'Award approved')}
        onDecline={(approval, reason) =>
          confirm(decline.mutateAsync({ approvalId: approval.id, reason }), 'Award declined')
        }
      />
    </Flex>
  );
}
