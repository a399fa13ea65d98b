import type { PolicyText } from '@robomarket/ui';
import { POLICY_LAST_UPDATED } from './dates';

/** The Cookie Policy (product-spec §2, §3, §9). */
export const cookies: PolicyText = {
  title: 'Cookie Policy',
  lastUpdated: POLICY_LAST_UPDATED,
  summary:
    'This policy explains the cookies and similar storage RoboMarket uses and how you choose which ones are allowed. You can change your choice at any time in the settings below.',
  sections: [
    {
      heading: 'Necessary',
      paragraphs: [
        'Needed for the site to work, so they are always on: the sign-in cookies refresh-token and auth-token (set by our server, unreadable by scripts, lasting at most 30 and 7 days), a device cookie that protects your account against password guessing, and your cookie choice itself, kept in your browser under cookieSettings.',
      ],
    },
    {
      heading: 'Functional',
      paragraphs: [
        'Remember choices that make the site easier to use, such as the layout you picked. Without them the site works, but forgets those choices.',
      ],
    },
    {
      heading: 'Analytics',
      paragraphs: [
        'Let us count which pages are visited and which sites referred visitors, so we know what to improve. Our own analytics script loads only after you allow analytics; it sets no cookie and sends only the page’s address and the referring site, which we count per day without identifying you.',
      ],
    },
    {
      heading: 'Marketing',
      paragraphs: [
        'Would let partners show you relevant offers elsewhere. RoboMarket uses none today; this choice is off unless you turn it on, and we will ask again before adding any.',
      ],
    },
    {
      heading: 'Your choice',
      paragraphs: [
        'Accept All allows every category; Reject Optional keeps only the necessary ones. Your choice is stored in this browser only, so you will be asked again on another device or after clearing your browser’s data. Questions: privacy@robomarket.dev.',
      ],
    },
  ],
};
