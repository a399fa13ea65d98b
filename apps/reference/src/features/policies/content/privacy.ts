import type { PolicyText } from '@robomarket/ui';
import { POLICY_LAST_UPDATED } from './dates';

/** The Privacy Policy (product-spec §9). */
export const privacy: PolicyText = {
  title: 'Privacy Policy',
  lastUpdated: POLICY_LAST_UPDATED,
  summary:
    'This policy explains what personal data RoboMarket collects, why, how long we keep it and the choices you have. We collect what we need to run the marketplace and nothing more, and we do not sell personal data.',
  sections: [
    {
      heading: 'What we collect',
      items: [
        'Account details: your name, e-mail address, optional phone number and password (stored only as a salted hash).',
        'Business details: your business’s name, its members and their roles.',
        'What you do on the marketplace: products, offers, workflows, requests for proposals, proposals, messages, documents and payments, so that the other party to a deal can see them.',
        'Payments: the amount, status and escrow state. Card details go directly to our card payment provider and never reach our servers.',
        'Messages you send us through the contact form, and your e-mail address if you join the waitlist or subscribe to the newsletter.',
        'Anonymous page-view counts (the page and the referring site, counted per day), only if you allow analytics cookies. They do not identify you.',
      ],
    },
    {
      heading: 'Why we use it',
      items: [
        'To provide the marketplace and its workflows, and to let buyers and sellers deal with each other.',
        'To keep accounts secure, for example by limiting sign-in attempts.',
        'To answer your messages and send the newsletter or product news you asked for.',
        'To meet our legal obligations, such as keeping payment records.',
      ],
    },
    {
      heading: 'Who can see it',
      paragraphs: [
        'The parties to a workflow see its details, messages and documents; another business never sees yours unless you deal with it. We share data with service providers who run parts of the service for us (hosting, e-mail, card payments) under contracts that protect it, and with authorities when the law requires it.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Account and business data is kept while your account is open. Payment records are kept as long as accounting law requires. Contact messages are deleted after two years. You can unsubscribe from the newsletter at any time.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You may ask for a copy of your data, ask us to correct or delete it, object to its use or ask us to restrict it, and you may complain to your data protection authority. We handle data in line with the GDPR. Write to privacy@robomarket.dev; we answer within 30 days.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'RoboMarket is not for children under 16, and we do not knowingly collect their data. If you believe a child has given us personal data, contact privacy@robomarket.dev and we will delete it.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['Privacy questions and requests: privacy@robomarket.dev.'],
    },
  ],
};
