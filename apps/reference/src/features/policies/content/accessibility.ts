import type { PolicyText } from '@robomarket/ui';
import { POLICY_LAST_UPDATED } from './dates';

/** The Accessibility statement (product-spec §9). */
export const accessibility: PolicyText = {
  title: 'Accessibility',
  lastUpdated: POLICY_LAST_UPDATED,
  summary:
    'RoboMarket should work for everyone who buys and sells robots, including people who use a keyboard, a screen reader, magnification, voice control or reduced motion.',
  sections: [
    {
      heading: 'Our target',
      paragraphs: [
        'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA across the marketplace, the public site and the widgets partners embed on their sites.',
      ],
    },
    {
      heading: 'What we do',
      items: [
        'Every page and component is checked with automated accessibility tests before it is released, and key journeys are tested with a keyboard only.',
        'Forms name each field, say what went wrong next to it and keep what you typed when something fails.',
        'Colour is never the only way information is shown: statuses also have words.',
        'Animations stop on their own and do not run when your device asks for reduced motion.',
        'Pages work at 400% zoom and on narrow screens without scrolling sideways.',
      ],
    },
    {
      heading: 'Known limitations',
      paragraphs: [
        'Documents uploaded by users, such as specifications or contracts, may not be accessible; ask the other party for an accessible version through the workflow’s messages.',
      ],
    },
    {
      heading: 'Feedback',
      paragraphs: [
        'If something is hard to use, tell us at accessibility@robomarket.dev: the page, what you were trying to do and the assistive technology you use, if any. We answer feedback within 3 business days and, where we can, offer another way to get what you need while we fix the problem.',
      ],
    },
  ],
};
