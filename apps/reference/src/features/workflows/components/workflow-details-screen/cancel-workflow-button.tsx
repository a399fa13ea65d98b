import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useToast } from '@robomarket/ui';
import { failureText } from '../../../../lib/failure-text';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { useCancelWorkflowAndRefresh } from '../../api/workflow-mutations';

/**
 * The buyer's Cancel Workflow, confirmed in an AlertDialog (never `confirm()`): the workflow moves to
 * ORDER_CANCELLED, pending proposals are rejected and held funds refunded (the contract's deleteWorkflow).
 */
export function CancelWorkflowButton({ workflowId }: { workflowId: string }) {
  const cancel = useCancelWorkflowAndRefresh();
  const confirm = useOutcomeToast();
  const toast = useToast();
  const run = () =>
    confirm(cancel.mutateAsync(workflowId), 'The workflow was cancelled').catch((reason: unknown) =>
      toast.error('Failed to cancel workflow', failureText(reason, '')),
    );
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button color="red" variant="soft" disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling...' : 'Cancel Workflow'}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>Cancel this workflow?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          Pending proposals are rejected and any funds held in escrow are refunded. This cannot be undone.
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Keep Workflow
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={() => void run()}>
              Cancel Workflow
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
