import { createElement as h } from 'react';
import { action, paragraph } from './layout.ts';
import type { MailTemplate } from './types.ts';

/**
 * The data of a notification mail: whom it greets, what happened, where to see it. How to stop it is the
 * request's `unsubscribeUrl`, which the layout shows and sends as `List-Unsubscribe`.
 */
export interface NotificationMailData {
  name: string;
  /** One sentence: what happened (the in-app notification's title). */
  title: string;
  /** The absolute address of the object. */
  link: string;
  /** More lines under the title (e.g. "3 new messages"), optional. */
  lines?: string[];
}

/** One event of a deal (a proposal, an offer, a payment, ...), as its recipient's preferences allow. */
export const notificationMail: MailTemplate<NotificationMailData> = {
  kind: 'notification',
  subject: ({ title }) => title,
  body: ({ name, title, link, lines = [] }) =>
    h(
      'div',
      null,
      paragraph(`Hello ${name},`),
      paragraph(title),
      ...lines.map((line) => paragraph(line)),
      action('Open in RoboMarket', link),
    ),
};

/** The data of the daily digest: the day's notifications, each with its address. */
export interface DigestMailData {
  name: string;
  items: { title: string; link: string }[];
  /** The address of the notification preferences (Account Settings). */
  preferencesUrl: string;
}

/** One mail a day gathering the notifications whose types the recipient wants as a digest. */
export const digestMail: MailTemplate<DigestMailData> = {
  kind: 'notification',
  subject: ({ items }) =>
    `Your RoboMarket digest: ${items.length} ${items.length === 1 ? 'notification' : 'notifications'}`,
  body: ({ name, items, preferencesUrl }) =>
    h(
      'div',
      null,
      paragraph(`Hello ${name},`),
      paragraph('Here is what happened on RoboMarket since your last digest:'),
      h('ul', null, ...items.map((item) => h('li', null, h('a', { href: item.link }, item.title)))),
      h(
        'p',
        { style: { fontSize: 12, color: '#60646c' } },
        'Choose what reaches you in your ',
        h('a', { href: preferencesUrl, style: { color: '#60646c' } }, 'notification preferences'),
        '.',
      ),
    ),
};
