export { RfpEditScreen } from './rfp-edit-screen';
