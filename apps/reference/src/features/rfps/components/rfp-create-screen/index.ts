export { RfpCreateScreen } from './rfp-create-screen';
