import { useSendContactMessage } from '@robomarket/api-client/react';
import { ContactForm } from '@robomarket/ui';
import { AboutPage, office } from '../features/landing';
import { usePageTitle } from '../lib/page-title';

/** The about page's title, as a search result shows it. */
export const ABOUT_TITLE = 'About RoboMarket — Mission, team and how to reach us';

/** Route `/about` (product-spec §2): the about page, its contact form sending to the API. */
export function AboutRoute() {
  usePageTitle(ABOUT_TITLE, { exact: true });
  const { mutateAsync } = useSendContactMessage();
  return (
    <AboutPage
      contactForm={<ContactForm teamEmail={office.email} onSend={(values) => mutateAsync(values)} />}
    />
  );
}
