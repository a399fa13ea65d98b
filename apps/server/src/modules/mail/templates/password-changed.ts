import { createElement as h } from 'react';
import { paragraph } from './layout.ts';
import type { MailTemplate } from './types.ts';

/** Told after the password of an account changed (by the user or by a reset). */
export const passwordChanged: MailTemplate<{ name: string }> = {
  kind: 'essential',
  subject: () => 'Your RoboMarket password was changed',
  body: ({ name }) =>
    h(
      'div',
      null,
      paragraph(`Hello ${name},`),
      paragraph(
        'The password of your RoboMarket account was just changed, and every other session was signed out.',
      ),
      paragraph(
        'If this was not you, reset your password at once and tell us at security@robomarket.example.',
      ),
    ),
};
