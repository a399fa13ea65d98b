import { createWorkflowRequestLimits } from '@robomarket/api-client/limits';
import { toMoneyString } from '@robomarket/api-client/money';
import { limitProblem } from '../../internal/field-limits';

/** The form's controls, as typed. */
export interface WorkflowDraft {
  requestType: string;
  title: string;
  description: string;
  budgetMin: string;
  budgetMax: string;
  category: string;
  quantity: string;
}

export type WorkflowField = keyof WorkflowDraft;

/** The message for a missing request type (product-spec §5, §8); the app also toasts it. */
export const REQUEST_TYPE_MISSING = 'Please select a request type';

/**
 * A budget typed as "25000", "25,000" or "25000.5" in the contract's form, "25000.50"; undefined when it is
 * not one (a comma anywhere but between thousands, "25,00", included).
 */
export function toMoney(input: string): string | undefined {
  return toMoneyString(input);
}

/** Minor units of a contract money string, to compare without floating point. */
function minorUnits(money: string): bigint {
  return BigInt(money.replace('.', ''));
}

/** The quantity as sent: a whole number, 1 when the field holds no number (product-spec §5, §9). */
export function toQuantity(input: string): number {
  const value = Number.parseInt(input.trim(), 10);
  return Number.isFinite(value) ? value : 1;
}

/**
 * The problems of a draft, keyed by control (product-spec §5 Workflow create): request type, title,
 * description, category and quantity are required; quantity at least 1; budgets optional amounts, min not
 * above max; text within the contract's limits.
 */
export function workflowProblems(draft: WorkflowDraft): Partial<Record<WorkflowField, string>> {
  const problems: Partial<Record<WorkflowField, string>> = {};
  if (!draft.requestType) problems.requestType = REQUEST_TYPE_MISSING;
  const title = draft.title.trim();
  const description = draft.description.trim();
  if (!title) problems.title = 'Title is required';
  else {
    const problem = limitProblem('Title', title, createWorkflowRequestLimits.title);
    if (problem) problems.title = problem;
  }
  if (!description) problems.description = 'Description is required';
  else {
    const problem = limitProblem('Description', description, createWorkflowRequestLimits.description);
    if (problem) problems.description = problem;
  }
  if (!draft.category) problems.category = 'Category is required';
  if (!draft.quantity.trim()) problems.quantity = 'Quantity is required';
  else if (toQuantity(draft.quantity) < 1) problems.quantity = 'Quantity must be at least 1';
  const min = draft.budgetMin.trim() ? toMoney(draft.budgetMin) : null;
  const max = draft.budgetMax.trim() ? toMoney(draft.budgetMax) : null;
  if (min === undefined) problems.budgetMin = 'Enter the minimum budget as an amount, like 25000 or 25000.50';
  if (max === undefined) problems.budgetMax = 'Enter the maximum budget as an amount, like 25000 or 25000.50';
  if (min && max && minorUnits(min) > minorUnits(max))
    problems.budgetMax = 'Maximum budget must not be less than the minimum budget';
  return problems;
}
