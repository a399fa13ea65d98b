export type { RoboMarketWaitlistProps } from './waitlist-widget';
export { RoboMarketWaitlist, WAITLIST_JOINED_EVENT } from './waitlist-widget';
