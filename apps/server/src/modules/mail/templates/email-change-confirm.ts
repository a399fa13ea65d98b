import { createElement as h } from 'react';
import { action, paragraph } from './layout.ts';
import type { MailTemplate } from './types.ts';

/** Sent to the new address of an e-mail change: the link that makes the change. */
export const emailChangeConfirm: MailTemplate<{ name: string; link: string }> = {
  kind: 'essential',
  subject: () => 'Confirm your new RoboMarket e-mail address',
  body: ({ name, link }) =>
    h(
      'div',
      null,
      paragraph(`Hello ${name},`),
      paragraph('Confirm this address to make it the e-mail of your RoboMarket account.'),
      action('Confirm my new e-mail address', link),
      paragraph('The link works once, for 24 hours. Until then your account keeps its current address.'),
    ),
};
