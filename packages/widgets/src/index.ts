// The package's public API for React sites, listed by hand. Partner sites without React use
// dist/widgets.js (src/loader.ts) instead.

export type { RoboMarketProductCardsProps } from './product-cards';
export { RoboMarketProductCards } from './product-cards';
export type { RoboMarketRfpFeedProps } from './rfp-feed';
export { RoboMarketRfpFeed } from './rfp-feed';
export type { RoboMarketWaitlistProps } from './waitlist';
export { RoboMarketWaitlist, WAITLIST_JOINED_EVENT } from './waitlist';
