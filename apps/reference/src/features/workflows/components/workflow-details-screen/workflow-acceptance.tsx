import type { components } from '@robomarket/api-client';
import { useGetWorkflowAcceptance } from '@robomarket/api-client/react';
import { AcceptanceTestCard } from '@robomarket/ui';
import { failureText } from '../../../../lib/failure-text';

type Workflow = components['schemas']['Workflow'];

export interface WorkflowAcceptanceProps {
  workflow: Workflow;
  /** The buyer's side may dispute; the chosen seller is told the buyer may. */
  side: 'buyer' | 'seller';
  /** The accepted proposal carried a test: the card shows while it loads, not only once it is known. */
  expected: boolean;
}

/**
 * The deal's acceptance test (ADR 0100) on the workflow: the rule, its status and each delivered unit's
 * standing. A deal without a test shows nothing.
 */
export function WorkflowAcceptance({ workflow, side, expected }: WorkflowAcceptanceProps) {
  const acceptance = useGetWorkflowAcceptance(workflow.id);
  if (acceptance.isPending) return expected ? <AcceptanceTestCard status="loading" side={side} /> : null;
  if (acceptance.isError) {
    return (
      <AcceptanceTestCard
        status="error"
        side={side}
        error={failureText(acceptance.error, 'Failed to load the acceptance test')}
        onRetry={() => void acceptance.refetch()}
      />
    );
  }
  if (acceptance.data.status === 'NONE') return null;
  return <AcceptanceTestCard status="ready" side={side} acceptance={acceptance.data} />;
}
