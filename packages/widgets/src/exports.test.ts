import { expect, it } from 'vitest';
import * as widgets from './index';

// The React exports are public API: adding or removing one must show up in review.
it('exports exactly the listed names', () => {
  expect(Object.keys(widgets).sort()).toEqual([
    'RoboMarketProductCards',
    'RoboMarketRfpFeed',
    'RoboMarketWaitlist',
    'WAITLIST_JOINED_EVENT',
  ]);
});
