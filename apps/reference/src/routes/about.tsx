import { useSendContactMessage } from '@robomarket/api-client/react';
import { ContactForm } from '@robomarket/ui';
import { ABOUT_TITLE, AboutPage, office } from '../features/landing';
import { usePageTitle } from '../lib/page-title';

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
