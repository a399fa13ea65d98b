export type { SubsidiaryBudgetDialogProps } from './subsidiary-budget-dialog';
export { BUDGET_PROBLEM, SubsidiaryBudgetDialog } from './subsidiary-budget-dialog';
