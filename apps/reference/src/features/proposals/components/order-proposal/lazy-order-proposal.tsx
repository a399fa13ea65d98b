import { type ComponentProps, lazy, Suspense } from 'react';
import { orderProposalEligible } from './eligibility';

// The proposal form is a chunk of its own on the workflow page: only an invited seller of a direct or
// custom order ever sees it there.
const Form = lazy(async () => ({ default: (await import('./order-proposal')).OrderProposal }));

/** `OrderProposal`, downloaded only when the user may answer the order. */
export function LazyOrderProposal(props: ComponentProps<typeof Form>) {
  if (!orderProposalEligible(props.workflow, props.user)) return null;
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}
