import type { components } from '@robomarket/api-client';

type Schemas = components['schemas'];

/** An RFP as the components show it: the contract's Rfp. */
export type RfpView = Schemas['Rfp'];
/** The contract's RFP timeline: ISO dates and milestones. */
export type RfpTimelineView = Schemas['Timeline'];
/** One milestone of a timeline. */
export type MilestoneView = Schemas['Milestone'];
