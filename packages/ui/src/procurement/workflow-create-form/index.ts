export type {
  OrderedProduct,
  RequestType,
  SellerChoice,
  WorkflowCreateFormProps,
  WorkflowCreateValues,
} from './workflow-create-form';
export { RFP_HELP_TEXT, SELLER_MISSING, WorkflowCreateForm } from './workflow-create-form';
export { REQUEST_TYPE_MISSING } from './workflow-create-validation';
