import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { PageMessage, RfpWizard, type RfpWizardValues } from '@robomarket/ui';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { useCreateRfpAndRefresh } from '../../api/rfp-mutations';

/** How long the success toast is read before the RFP's page opens (product-spec §9). */
export const REDIRECT_AFTER_SUBMIT_MS = 2000;

export const SUBMITTED_MESSAGE = 'RFP submitted successfully! Redirecting to RFP details...';

export interface RfpCreateScreenProps {
  /** The RFP workflow the RFP belongs to, from `?workflow=`; null without one. */
  workflowId: string | null;
}

/**
 * /rfp/create (product-spec §2 RFP wizard, §7, §8): the wizard for the workflow in the address. The RFP is
 * sent with status SUBMITTED; on success a toast says so and its page opens 2 s later. A failure keeps
 * everything typed ('Failed to submit RFP' when the server gives no reason).
 */
export function RfpCreateScreen({ workflowId }: RfpCreateScreenProps) {
  const create = useCreateRfpAndRefresh();
  const confirm = useOutcomeToast();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!workflowId) {
    return (
      <PageMessage
        alert
        title="No workflow ID available"
        text="An RFP belongs to a workflow. Create an RFP workflow first, then continue to its RFP."
      >
        <Button asChild variant="soft">
          <Link to="/workflow/new">Create Workflow</Link>
        </Button>
      </PageMessage>
    );
  }

  async function submit(values: RfpWizardValues) {
    if (!workflowId) return;
    const rfp = await confirm(
      create.mutateAsync({ ...values, workflowId, status: 'SUBMITTED' }),
      SUBMITTED_MESSAGE,
    );
    timer.current = setTimeout(() => void navigate(`/rfp/details/${rfp.id}`), REDIRECT_AFTER_SUBMIT_MS);
    // Keeps the wizard's button busy until the page changes, so the RFP is not sent twice.
    await new Promise<void>((resolve) => setTimeout(resolve, REDIRECT_AFTER_SUBMIT_MS));
  }

  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          Create RFP
        </Heading>
        <Text color="gray">Describe what you need; sellers answer with proposals.</Text>
      </Flex>
      <RfpWizard onSubmit={submit} />
    </Flex>
  );
}
