import type { components } from '@robomarket/api-client';
import type { RfpWizardValues } from '@robomarket/ui';

/**
 * What Create Workflow carries into the RFP wizard: the buyer's own title, description, budget and quantity,
 * so nothing typed there is asked again or lost.
 */
export interface RfpPrefill {
  title: string;
  description: string;
  /** Two decimals; null when not given. */
  budgetMin: string | null;
  /** Two decimals; null when not given. */
  budgetMax: string | null;
  quantity: number;
}

/** The name of the custom specification that carries the workflow's quantity into its RFP. */
const QUANTITY_SPEC = 'Quantity';

/** The prefill of an RFP workflow as the server has it. */
export function prefillOfWorkflow(workflow: components['schemas']['Workflow']): RfpPrefill {
  return {
    title: workflow.title,
    description: workflow.description,
    budgetMin: workflow.budgetRangeMin,
    budgetMax: workflow.budgetRangeMax,
    quantity: workflow.requirements.quantity,
  };
}

/** The wizard's starting values for a prefill: the RFP is titled by the buyer, not by its use case. */
export function wizardValuesOfPrefill(
  prefill: RfpPrefill,
  currency: RfpWizardValues['budget']['currency'] = 'USD',
): Partial<RfpWizardValues> {
  const values: Partial<RfpWizardValues> = {
    title: prefill.title,
    description: prefill.description,
    technicalRequirements: {
      payload: 0,
      batteryLife: 0,
      certifications: [],
      customSpecs: [{ name: QUANTITY_SPEC, value: String(prefill.quantity) }],
    },
  };
  if (prefill.budgetMin !== null || prefill.budgetMax !== null) {
    const min = prefill.budgetMin ?? prefill.budgetMax ?? '';
    const max = prefill.budgetMax ?? prefill.budgetMin ?? '';
    values.budget = { min, max, currency };
  }
  return values;
}

/** Reads a prefill from a location's state (Create Workflow's navigation), if it carries one. */
export function prefillOfState(state: unknown): RfpPrefill | undefined {
  if (typeof state !== 'object' || state === null || !('rfpPrefill' in state)) return undefined;
  const prefill = (state as { rfpPrefill: unknown }).rfpPrefill;
  if (typeof prefill !== 'object' || prefill === null) return undefined;
  const record = prefill as Record<string, unknown>;
  if (typeof record.title !== 'string' || typeof record.description !== 'string') return undefined;
  const money = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    title: record.title,
    description: record.description,
    budgetMin: money(record.budgetMin),
    budgetMax: money(record.budgetMax),
    quantity: typeof record.quantity === 'number' ? record.quantity : 1,
  };
}

// The RFP workflow whose wizard was left unfinished in this tab: Create Workflow sends the buyer back to it
// instead of starting another, so an abandoned wizard leaves one draft workflow, not one per attempt.
const IN_PROGRESS_KEY = 'robomarket.rfpWorkflowInProgress';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The id of the RFP workflow whose RFP is not yet submitted in this tab, if any. */
export function rfpWorkflowInProgress(): string | null {
  return storage()?.getItem(IN_PROGRESS_KEY) ?? null;
}

/** Remembers a new RFP workflow until its RFP is submitted. */
export function rememberRfpWorkflow(workflowId: string): void {
  storage()?.setItem(IN_PROGRESS_KEY, workflowId);
}

/** Forgets the workflow in progress once its RFP is sent or it is gone. */
export function forgetRfpWorkflow(workflowId: string): void {
  const store = storage();
  if (store?.getItem(IN_PROGRESS_KEY) === workflowId) store.removeItem(IN_PROGRESS_KEY);
}
