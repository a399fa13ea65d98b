// The brand's frame around every mail body, in React Email's components (tables and inline styles that mail
// clients show alike), in the colours of the app's Radix theme (indigo accent, slate grays).
import { Body, Button, Container, Head, Hr, Html, Link, Preview, Text } from '@react-email/components';
import { createElement as h, type ReactElement } from 'react';

/** Radix indigo 9, slate 12, slate 11, slate 6 and slate 2: the app's accent, text, muted text, lines, page. */
const colours = {
  accent: '#3e63dd',
  text: '#1c2024',
  muted: '#60646c',
  line: '#dfe3e6',
  page: '#f8f9fa',
} as const;

/**
 * The page every mail's body sits in: the RoboMarket name on top, the footer below (with `unsubscribeUrl`,
 * the link that ends this kind of mail). `preview` is the line mail clients show next to the subject.
 */
export function mailLayout(
  body: ReactElement,
  { preview, unsubscribeUrl }: { preview: string; unsubscribeUrl?: string | undefined },
): ReactElement {
  return h(
    Html,
    { lang: 'en' },
    h(Head, null),
    h(Preview, null, preview),
    h(
      Body,
      {
        style: { fontFamily: 'Arial, Helvetica, sans-serif', color: colours.text, background: colours.page },
      },
      h(
        Container,
        { style: { maxWidth: 560, margin: '0 auto', padding: 24, background: '#ffffff' } },
        h(
          Text,
          { style: { fontSize: 20, fontWeight: 700, color: colours.accent, margin: '0 0 16px' } },
          'RoboMarket',
        ),
        body,
        h(Hr, { style: { border: 'none', borderTop: `1px solid ${colours.line}`, margin: '24px 0 12px' } }),
        h(
          Text,
          { style: { fontSize: 12, color: colours.muted, margin: 0 } },
          'RoboMarket, the marketplace for robots, parts and services.',
        ),
        unsubscribeUrl === undefined
          ? null
          : h(
              Text,
              { style: { fontSize: 12, color: colours.muted } },
              'You receive this mail because of your notification settings. ',
              h(Link, { href: unsubscribeUrl, style: { color: colours.accent } }, 'Unsubscribe'),
            ),
      ),
    ),
  );
}

/** A paragraph of a mail body. */
export const paragraph = (...children: (string | ReactElement)[]): ReactElement =>
  h(Text, { style: { fontSize: 15, lineHeight: '22px' } }, ...children);

/** The mail's main call to action: a button-like link. */
export const action = (label: string, href: string): ReactElement =>
  h(
    Text,
    null,
    h(
      Button,
      {
        href,
        style: {
          background: colours.accent,
          color: '#ffffff',
          padding: '10px 16px',
          borderRadius: 6,
          textDecoration: 'none',
        },
      },
      label,
    ),
  );
