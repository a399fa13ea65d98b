import { createElement as h } from 'react';
import { action, paragraph } from './layout.ts';
import type { MailTemplate } from './types.ts';

/** An invitation to join a business, to an address with no account yet (members hear it in the app). */
export const businessInvitation: MailTemplate<{ businessName: string; inviterName: string; link: string }> = {
  kind: 'essential',
  subject: ({ businessName }) => `You are invited to join ${businessName} on RoboMarket`,
  body: ({ businessName, inviterName, link }) =>
    h(
      'div',
      null,
      paragraph(
        `${inviterName} invited you to join ${businessName} on RoboMarket, the marketplace for robots.`,
      ),
      paragraph(
        'Create your account with this e-mail address, then accept the invitation on your dashboard.',
      ),
      action('Create your account', link),
      paragraph('If you do not know this business, ignore this mail: nothing happens without you.'),
    ),
};
