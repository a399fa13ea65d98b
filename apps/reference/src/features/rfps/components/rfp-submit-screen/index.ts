export { RfpSubmitScreen } from './rfp-submit-screen';
