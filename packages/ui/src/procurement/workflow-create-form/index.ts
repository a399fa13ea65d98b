export type { RequestType, WorkflowCreateFormProps, WorkflowCreateValues } from './workflow-create-form';
export { RFP_HELP_TEXT, WorkflowCreateForm } from './workflow-create-form';
export { REQUEST_TYPE_MISSING } from './workflow-create-validation';
