export type { MilestoneView, RfpTimelineView, RfpView } from '../../views/rfp-view';
export type { RfpDetailsProps, RfpDetailsStatus } from './rfp-details';
export { RfpDetails } from './rfp-details';
