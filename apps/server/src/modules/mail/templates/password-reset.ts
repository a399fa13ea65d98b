import { createElement as h } from 'react';
import { action, paragraph } from './layout.ts';
import type { MailTemplate } from './types.ts';

/** The password reset link (`POST /v2/auth/password-reset`). */
export const passwordReset: MailTemplate<{ name: string; link: string }> = {
  kind: 'essential',
  subject: () => 'Reset your RoboMarket password',
  body: ({ name, link }) =>
    h(
      'div',
      null,
      paragraph(`Hello ${name},`),
      paragraph('Someone asked to reset the password of your RoboMarket account.'),
      action('Choose a new password', link),
      paragraph(
        'The link works once, for 30 minutes. If you did not ask for it, ignore this mail: your password stays as it is.',
      ),
    ),
};
