import type { EscrowRole } from '@robomarket/ui';
import { type ComponentProps, lazy, Suspense } from 'react';
import { disputesVisible } from './dispute-state';

// The acceptance test card is a chunk of its own: most deals carry no test, and the workflow page keeps to
// its size budget. It is asked for once an order has started, by those who see the agreed price.
const Card = lazy(async () => ({ default: (await import('./workflow-acceptance')).WorkflowAcceptance }));

type Workflow = ComponentProps<typeof Card>['workflow'];

/** The Acceptance test card (`WorkflowAcceptance`), loaded once the order has started. */
export function LazyWorkflowAcceptance({
  workflow,
  role,
  expected,
}: {
  workflow: Workflow;
  role: EscrowRole;
  expected: boolean;
}) {
  if (!disputesVisible(workflow) || workflow.status === 'ORDER_CANCELLED') return null;
  return (
    <Suspense fallback={null}>
      <Card workflow={workflow} side={role === 'seller' ? 'seller' : 'buyer'} expected={expected} />
    </Suspense>
  );
}
