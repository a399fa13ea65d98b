export type {
  WorkflowFiltersProps,
  WorkflowFilterValues,
  WorkflowTableProps,
  WorkflowTableRow,
} from './workflow-table';
export { hasWorkflowFilters, WorkflowFilters, WorkflowTable } from './workflow-table';
