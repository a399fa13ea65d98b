export { RfpDetailsScreen } from './rfp-details-screen';
