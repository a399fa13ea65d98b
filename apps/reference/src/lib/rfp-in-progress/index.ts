export {
  forgetRfpWorkflow,
  prefillOfState,
  prefillOfWorkflow,
  QUANTITY_SPEC,
  type RfpPrefill,
  rememberRfpWorkflow,
  rfpWorkflowInProgress,
  wizardValuesOfPrefill,
} from './rfp-in-progress';
