import { createElement as h } from 'react';
import { paragraph } from './layout.ts';
import type { MailTemplate } from './types.ts';

/** The goodbye, sent to the address the deleted account had. */
export const accountDeleted: MailTemplate<{ name: string }> = {
  kind: 'essential',
  subject: () => 'Your RoboMarket account is deleted',
  body: ({ name }) =>
    h(
      'div',
      null,
      paragraph(`Hello ${name},`),
      paragraph(
        'Your RoboMarket account and its personal data are deleted. Deal records stay with the other party, under "Deleted user", as our privacy policy says.',
      ),
      paragraph('This is the last mail we send to this address.'),
    ),
};
