import { Card, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import type { components } from '@robomarket/api-client';
import { detailActionHint, formatPrice } from '@robomarket/ui';

type Workflow = components['schemas']['Workflow'];

const REQUEST_TYPE_LABELS: Record<Workflow['requestType'], string> = {
  RFP: 'Request for Proposal (RFP)',
  DIRECT_ORDER: 'Direct Order',
  CUSTOM_ORDER: 'Custom Order',
};

function budgetText(workflow: Workflow): string | null {
  const { budgetRangeMin: min, budgetRangeMax: max, currency } = workflow;
  if (min && max) return `${formatPrice(min, currency)} – ${formatPrice(max, currency)}`;
  if (min) return `From ${formatPrice(min, currency)}`;
  if (max) return `Up to ${formatPrice(max, currency)}`;
  return null;
}

/**
 * The workflow's overview (product-spec §2 Workflow details): description, request type and the next action,
 * as the viewer's side takes it (a seller waits for the buyer's decision, it does not review proposals).
 */
export function WorkflowOverview({ workflow, viewer }: { workflow: Workflow; viewer: 'buyer' | 'seller' }) {
  const budget = budgetText(workflow);
  return (
    <Card size="3" asChild>
      <section aria-labelledby="workflow-overview">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id="workflow-overview">
            Overview
          </Heading>
          <Text as="p" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {workflow.description}
          </Text>
          <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
            <DataList.Item>
              <DataList.Label>Request type</DataList.Label>
              <DataList.Value>{REQUEST_TYPE_LABELS[workflow.requestType]}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Next action</DataList.Label>
              <DataList.Value>{detailActionHint(workflow.status, viewer)}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Category</DataList.Label>
              <DataList.Value>
                {workflow.requirements.category} · Quantity {workflow.requirements.quantity}
              </DataList.Value>
            </DataList.Item>
            {budget && (
              <DataList.Item>
                <DataList.Label>Budget</DataList.Label>
                <DataList.Value>{budget}</DataList.Value>
              </DataList.Item>
            )}
            {workflow.agreedPrice && (
              <DataList.Item>
                <DataList.Label>Agreed price</DataList.Label>
                <DataList.Value>{formatPrice(workflow.agreedPrice, workflow.currency)}</DataList.Value>
              </DataList.Item>
            )}
          </DataList.Root>
        </Flex>
      </section>
    </Card>
  );
}
