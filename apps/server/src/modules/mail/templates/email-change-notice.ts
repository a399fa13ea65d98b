import { createElement as h } from 'react';
import { paragraph } from './layout.ts';
import type { MailTemplate } from './types.ts';

/** Sent to the current address of an e-mail change. */
export const emailChangeNotice: MailTemplate<{ name: string; newEmail: string }> = {
  kind: 'essential',
  subject: () => 'Your RoboMarket e-mail address is about to change',
  body: ({ name, newEmail }) =>
    h(
      'div',
      null,
      paragraph(`Hello ${name},`),
      paragraph(`Someone signed in to your account asked to change its e-mail address to ${newEmail}.`),
      paragraph(
        'It changes only when the link mailed to that address is followed. If this was not you, change your password at once.',
      ),
    ),
};
