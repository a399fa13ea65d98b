import type { ReactElement } from 'react';

/**
 * One kind of mail: its subject and its body in React, from the data the sender gives. The layout
 * (`layout.ts`) wraps the body with the brand's header and footer, and the plain-text part is made from the
 * same elements.
 */
export interface MailTemplate<Data> {
  /**
   * `essential`: account and security mail, always sent (sign-up, reset, verification, deletion).
   * `notification`: news of a deal, sent as the recipient's preferences say, with an unsubscribe link.
   */
  kind: 'essential' | 'notification';
  subject(data: Data): string;
  body(data: Data): ReactElement;
}
