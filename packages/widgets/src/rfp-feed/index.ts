export type { RoboMarketRfpFeedProps } from './rfp-feed-widget';
export { RoboMarketRfpFeed } from './rfp-feed-widget';
