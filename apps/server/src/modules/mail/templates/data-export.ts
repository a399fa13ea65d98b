import { createElement as h } from 'react';
import { action, paragraph } from './layout.ts';
import type { MailTemplate } from './types.ts';

/** The download link of a data export (`POST /v2/auth/me/export`). */
export const dataExport: MailTemplate<{ name: string; link: string }> = {
  kind: 'essential',
  subject: () => 'Your RoboMarket data export is ready',
  body: ({ name, link }) =>
    h(
      'div',
      null,
      paragraph(`Hello ${name},`),
      paragraph('The archive of your RoboMarket data you asked for is ready.'),
      action('Download my data', link),
      paragraph('The link works once, for 24 hours.'),
    ),
};
