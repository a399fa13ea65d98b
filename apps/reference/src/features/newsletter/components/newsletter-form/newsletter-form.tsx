import { useSubscribeNewsletter } from '@robomarket/api-client/react';
import { NewsletterForm } from '@robomarket/ui';

/** The footer's newsletter box, subscribing through the API (POST /v2/newsletter/subscribe). */
export function NewsletterSignup() {
  const { mutateAsync } = useSubscribeNewsletter();
  return <NewsletterForm onSubscribe={(email) => mutateAsync({ email })} />;
}
