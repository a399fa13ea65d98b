import { createElement as h } from 'react';
import { paragraph } from './layout.ts';
import type { MailTemplate } from './types.ts';

/** Sent when an account signs in from a device it was not signed in from before. */
export const newSignIn: MailTemplate<{ name: string; device: string; at: string }> = {
  kind: 'essential',
  subject: () => 'New sign-in to your RoboMarket account',
  body: ({ name, device, at }) =>
    h(
      'div',
      null,
      paragraph(`Hello ${name},`),
      paragraph(`Your account was signed in to from a new device (${device}) at ${at}.`),
      paragraph('If this was you, there is nothing to do. If not, reset your password at once.'),
    ),
};
