export type { RfpDetailsProps, RfpDetailsStatus } from './rfp-details';
export { RfpDetails } from './rfp-details';
