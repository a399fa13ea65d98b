import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useToast, WorkflowCreateForm, type WorkflowCreateValues } from '@robomarket/ui';
import { useNavigate } from 'react-router';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { useCreateWorkflowAndRefresh } from '../../api/workflow-mutations';

/** The toast after a failed create (product-spec §8). */
const CREATE_FAILED = 'Failed to create workflow. Please try again.';

/** Where a new workflow leads: an RFP to its wizard, anything else to the workflow's page (product-spec §2). */
function afterCreatePath(workflow: { id: string; requestType: string }): string {
  const id = encodeURIComponent(workflow.id);
  return workflow.requestType === 'RFP' ? `/rfp/create?workflow=${id}` : `/workflow/${id}`;
}

/**
 * The body of /workflow/new (product-spec §2 Workflow create, §5, §8): the form; a missing request type is
 * toasted ('Please select a request type'), success is toasted ('Workflow created successfully!') and leads
 * on, a failure is toasted ('Failed to create workflow. Please try again.') and shown on the form.
 */
export function WorkflowCreateScreen() {
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useOutcomeToast();
  const create = useCreateWorkflowAndRefresh();

  async function submit(values: WorkflowCreateValues) {
    const workflow = await confirm(create.mutateAsync(values), 'Workflow created successfully!');
    navigate(afterCreatePath(workflow));
  }

  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          Create Workflow
        </Heading>
        <Text color="gray">Describe what you need; sellers answer with proposals.</Text>
      </Flex>
      <Card size={{ initial: '2', sm: '3' }}>
        <WorkflowCreateForm
          onSubmit={submit}
          onRequestTypeMissing={() => toast.error('Please select a request type')}
          onError={() => toast.error(CREATE_FAILED)}
          onCancel={() => navigate('/dashboard')}
        />
      </Card>
    </Flex>
  );
}
