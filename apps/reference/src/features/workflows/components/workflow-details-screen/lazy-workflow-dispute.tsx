import type { EscrowRole } from '@robomarket/ui';
import { type ComponentProps, lazy, Suspense } from 'react';
import { disputesVisible } from './dispute-state';

// The dispute card and the dispute dialog are a chunk of their own: most workflows never have a dispute, so
// the workflow page downloads them only once an order has started (the card) or the buyer opens a dispute.
const Card = lazy(async () => ({ default: (await import('./workflow-dispute')).WorkflowDispute }));
const Dialog = lazy(async () => ({ default: (await import('./workflow-dispute')).OpenDisputeDialog }));

type Workflow = ComponentProps<typeof Card>['workflow'];

/** The Dispute card (`WorkflowDispute`), loaded once the workflow's disputes can exist. */
export function LazyWorkflowDispute({ workflow, role }: { workflow: Workflow; role: EscrowRole }) {
  if (!disputesVisible(workflow)) return null;
  return (
    <Suspense fallback={null}>
      <Card workflow={workflow} role={role} />
    </Suspense>
  );
}

/** The buyer's dispute dialog (`OpenDisputeDialog`), loaded when it first opens. */
export function LazyOpenDisputeDialog(props: ComponentProps<typeof Dialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
