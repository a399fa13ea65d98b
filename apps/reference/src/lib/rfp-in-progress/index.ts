export {
  forgetRfpWorkflow,
  prefillOfState,
  prefillOfWorkflow,
  type RfpPrefill,
  rememberRfpWorkflow,
  rfpWorkflowInProgress,
  wizardValuesOfPrefill,
} from './rfp-in-progress';
