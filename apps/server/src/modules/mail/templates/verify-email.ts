import { createElement as h } from 'react';
import { action, paragraph } from './layout.ts';
import type { MailTemplate } from './types.ts';

/** Sent at sign-up (and on request): the link that confirms the account's address. */
export const verifyEmail: MailTemplate<{ name: string; link: string }> = {
  kind: 'essential',
  subject: () => 'Confirm your RoboMarket e-mail address',
  body: ({ name, link }) =>
    h(
      'div',
      null,
      paragraph(`Hello ${name},`),
      paragraph('Confirm that this is your address to pay and award deals on RoboMarket.'),
      action('Confirm my e-mail address', link),
      paragraph('The link works once, for 7 days. If you did not sign up, ignore this mail.'),
    ),
};
