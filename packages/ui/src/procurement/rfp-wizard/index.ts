export type { RfpWizardValues } from './rfp-draft';
export { DEFAULT_RFP_TITLE } from './rfp-draft';
export type { RfpWizardProps } from './rfp-wizard';
export { RFP_WIZARD_STEPS, RfpWizard } from './rfp-wizard';
