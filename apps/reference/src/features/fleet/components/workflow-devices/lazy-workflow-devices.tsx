import type { components } from '@robomarket/api-client';
import { isOrderedWorkflowStatus } from '@robomarket/api-client/enums';
import { lazy, Suspense } from 'react';

// The panel is a chunk of its own: most visits to a workflow are before its order starts, and the workflow
// page's bundle has no room to spare.
const Panel = lazy(async () => ({
  default: (await import('./workflow-devices-panel')).WorkflowDevicesPanel,
}));

type Workflow = Pick<components['schemas']['Workflow'], 'id' | 'status' | 'sellerId' | 'access'>;

/**
 * The Devices panel of a workflow, once its order is under way or done, for the buyer's side and the chosen
 * seller's business; the chosen seller's SALES member may register units.
 */
export function LazyWorkflowDevices({ workflow }: { workflow: Workflow }) {
  const access = workflow.access;
  if (!access || !isOrderedWorkflowStatus(workflow.status)) return null;
  // A seller that was not chosen reads the workflow without its seller (sellerId null).
  const chosenSeller = access.sellerPartyId !== null && workflow.sellerId !== null;
  if (!access.buyerSide && !chosenSeller) return null;
  return (
    <Suspense fallback={null}>
      <Panel
        workflowId={workflow.id}
        buyerSide={access.buyerSide}
        mayRegister={chosenSeller && access.actsForSeller}
      />
    </Suspense>
  );
}
