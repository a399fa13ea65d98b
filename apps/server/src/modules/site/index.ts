// The public site module's only door.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { recordPageView, sendContactMessage, subscribeNewsletter } from './handlers.ts';

/** The public site's contact form, newsletter and page-view counts (contract tag `site`). */
export const siteModule: ServerModule<'site'> = {
  name: 'site',
  tables: ['contact_messages', 'newsletter_subscriptions', 'page_view_counts'],
  operations: { sendContactMessage, subscribeNewsletter, recordPageView },
  rateLimits: {
    /** Contact messages per client address. */
    contactMessage: { limit: 5, windowMs: 10 * 60_000 },
    /** Newsletter subscriptions per client address. */
    newsletterSubscribe: { limit: 20, windowMs: 60_000 },
    /** Counted page views per client address. */
    pageView: { limit: 120, windowMs: 60_000 },
  },
};

export { latestContactMessages } from './repository.ts';
