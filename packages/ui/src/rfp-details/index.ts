export type { RfpDetailsProps, RfpDetailsStatus } from './rfp-details';
export { RfpDetails } from './rfp-details';
export type { MilestoneView, RfpTimelineView, RfpView } from './rfp-view';
