export { RfpManagementScreen } from './rfp-management-screen';
