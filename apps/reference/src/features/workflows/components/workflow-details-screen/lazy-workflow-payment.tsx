import { isPricedWorkflowStatus } from '@robomarket/api-client/enums';
import { type ComponentProps, lazy, Suspense } from 'react';

// The Payment card is a chunk of its own: an RFP or a negotiation has no price to pay yet, and the workflow
// page keeps to its size budget. It is asked for once a price is agreed.
const Card = lazy(async () => ({ default: (await import('./workflow-payment')).WorkflowPayment }));

type Props = ComponentProps<typeof Card>;

/** The Payment card (`WorkflowPayment`), loaded once a price is agreed. */
export function LazyWorkflowPayment({ workflow, userId }: Props) {
  // A workflow cancelled before any price was agreed has nothing to pay or show.
  if (!isPricedWorkflowStatus(workflow.status) || workflow.agreedPrice === null) return null;
  return (
    <Suspense fallback={null}>
      <Card workflow={workflow} userId={userId} />
    </Suspense>
  );
}
