import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { getProductQueryOptions, useApiClient } from '@robomarket/api-client/react';
import { useToast, WorkflowCreateForm, type WorkflowCreateValues } from '@robomarket/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { type RfpPrefill, rememberRfpWorkflow, rfpWorkflowInProgress } from '../../../../lib/rfp-in-progress';
import { useCreateWorkflowAndRefresh } from '../../api/workflow-mutations';
import { SellerChooserField } from '../seller-chooser-field';

/** The toast after a failed create (product-spec §8). */
const CREATE_FAILED = 'Failed to create workflow. Please try again.';

/** Where a new workflow leads: an RFP to its wizard, anything else to the workflow's page (product-spec §2). */
function afterCreatePath(workflow: { id: string; requestType: string }): string {
  const id = encodeURIComponent(workflow.id);
  return workflow.requestType === 'RFP' ? `/rfp/create?workflow=${id}` : `/workflow/${id}`;
}

/** What the form typed, for the RFP wizard to start from. */
function prefillOf(values: WorkflowCreateValues): RfpPrefill {
  return {
    title: values.title,
    description: values.description,
    budgetMin: values.budgetRangeMin ?? null,
    budgetMax: values.budgetRangeMax ?? null,
    quantity: values.requirements.quantity,
  };
}

/**
 * The body of /workflow/new (product-spec §2 Workflow create, §5, §8): the form; a missing request type is
 * toasted ('Please select a request type'), success is toasted ('Workflow created successfully!') and leads
 * on, a failure is toasted ('Failed to create workflow. Please try again.') and shown on the form. An RFP
 * workflow leads to its wizard with what was typed; while an earlier RFP workflow of this tab still waits
 * for its RFP (the wizard was left), the buyer is sent back to it rather than given a second draft. A direct or
 * custom order names its sellers, chosen from the seller directory, or (`?product={id}`) a product.
 */
export function WorkflowCreateScreen() {
  const navigate = useNavigate();
  // `?product={id}` (the product page's 'Order directly'): a direct order for that product and its seller.
  const productId = useSearchParams()[0].get('product') ?? '';
  const product = useQuery({
    ...getProductQueryOptions(useApiClient(), productId),
    enabled: productId !== '',
  });
  const toast = useToast();
  const confirm = useOutcomeToast();
  const create = useCreateWorkflowAndRefresh();

  async function submit(values: WorkflowCreateValues) {
    const state = values.requestType === 'RFP' ? { rfpPrefill: prefillOf(values) } : undefined;
    const waiting = values.requestType === 'RFP' ? rfpWorkflowInProgress() : null;
    if (waiting) {
      navigate(afterCreatePath({ id: waiting, requestType: 'RFP' }), { state });
      return;
    }
    const workflow = await confirm(create.mutateAsync(values), 'Workflow created successfully!');
    if (workflow.requestType === 'RFP') rememberRfpWorkflow(workflow.id);
    navigate(afterCreatePath(workflow), { state });
  }

  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          Create Workflow
        </Heading>
        <Text color="gray">Describe what you need; sellers answer with proposals.</Text>
      </Flex>
      {productId !== '' && product.isError && (
        <Text color="red" role="alert">
          The product could not be loaded: choose the seller yourself.
        </Text>
      )}
      <Card size={{ initial: '2', sm: '3' }}>
        {productId !== '' && product.isPending ? (
          <Text role="status">Loading product...</Text>
        ) : (
          <WorkflowCreateForm
            // Keyed by the product: the form starts again from it once it has loaded.
            key={product.data?.id ?? 'no-product'}
            product={
              product.data && {
                id: product.data.id,
                name: product.data.name,
                sellerName: product.data.seller_name,
              }
            }
            initialValues={
              product.data && {
                title: product.data.name,
                description: product.data.description,
                category: product.data.category,
              }
            }
            renderSellerChooser={(choice) => <SellerChooserField {...choice} />}
            onSubmit={submit}
            onRequestTypeMissing={() => toast.error('Please select a request type')}
            onError={() => toast.error(CREATE_FAILED)}
            onCancel={() => navigate('/dashboard')}
          />
        )}
      </Card>
    </Flex>
  );
}
