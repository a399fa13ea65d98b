import { Button, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { getWorkflowQueryOptions, useApiClient } from '@robomarket/api-client/react';
import { PageMessage, RfpWizard, type RfpWizardValues } from '@robomarket/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import {
  forgetRfpWorkflow,
  prefillOfWorkflow,
  type RfpPrefill,
  wizardValuesOfPrefill,
} from '../../../../lib/rfp-in-progress';
import { useCreateRfpAndRefresh } from '../../api/rfp-mutations';

/** How long the success toast is read before the RFP's page opens (product-spec §9). */
export const REDIRECT_AFTER_SUBMIT_MS = 2000;

export const SUBMITTED_MESSAGE = 'RFP submitted successfully! Redirecting to RFP details...';

export interface RfpCreateScreenProps {
  /** The RFP workflow the RFP belongs to, from `?workflow=`; null without one. */
  workflowId: string | null;
  /** What Create Workflow carried in; without it the workflow's own title, description, budget and quantity. */
  prefill?: RfpPrefill | undefined;
}

/**
 * /rfp/create (product-spec §2 RFP wizard, §7, §8): the wizard for the workflow in the address, prefilled
 * with the workflow's title (the RFP's title), description, budget and quantity. The RFP is sent with status
 * SUBMITTED; on success a toast says so and its page opens 2 s later. A failure keeps everything typed
 * ('Failed to submit RFP' when the server gives no reason).
 */
export function RfpCreateScreen({ workflowId, prefill }: RfpCreateScreenProps) {
  const create = useCreateRfpAndRefresh();
  const confirm = useOutcomeToast();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const workflow = useQuery({
    ...getWorkflowQueryOptions(useApiClient(), workflowId ?? ''),
    enabled: Boolean(workflowId),
    retry: false,
  });
  const gone = workflow.isError && (workflow.error as { status?: number } | null)?.status === 404;
  useEffect(() => {
    // A workflow that is gone is no longer the one in progress.
    if (gone && workflowId) forgetRfpWorkflow(workflowId);
  }, [gone, workflowId]);

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
    forgetRfpWorkflow(workflowId);
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
      {workflow.isPending ? (
        <Flex align="center" gap="2">
          <Spinner />
          <Text color="gray">Loading the workflow...</Text>
        </Flex>
      ) : (
        <RfpWizard onSubmit={submit} initialValues={initialValuesOf(prefill, workflow.data)} />
      )}
    </Flex>
  );
}

/** The wizard's starting values: what Create Workflow carried in, else the workflow as loaded, else none. */
function initialValuesOf(
  prefill: RfpPrefill | undefined,
  workflow: Parameters<typeof prefillOfWorkflow>[0] | undefined,
): Partial<RfpWizardValues> {
  if (prefill) return wizardValuesOfPrefill(prefill, workflow?.currency);
  if (workflow) return wizardValuesOfPrefill(prefillOfWorkflow(workflow), workflow.currency);
  return {};
}
