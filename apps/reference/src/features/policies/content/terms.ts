import type { PolicyText } from '@robomarket/ui';
import { POLICY_LAST_UPDATED } from './dates';

/** The Terms of Service (product-spec §1, §9). */
export const terms: PolicyText = {
  title: 'Terms of Service',
  lastUpdated: POLICY_LAST_UPDATED,
  summary:
    'These terms govern your use of RoboMarket, the marketplace where businesses and consumers buy and sell robots, robot parts, accessories, software and services. By creating an account or using the site you agree to them. If you use RoboMarket for a business, you accept them on its behalf and confirm you may do so.',
  sections: [
    {
      heading: '1. What RoboMarket does',
      paragraphs: [
        'RoboMarket only facilitates transactions between users. Sellers list products and answer requests for proposals; buyers compare offers and proposals and agree prices with sellers. The contract for a sale is between the buyer and the seller. RoboMarket is not a party to it, does not own the goods or services listed and does not act as either party’s agent.',
        'RoboMarket is growing. Features described on the site and in the roadmap but not yet available may change, arrive later than planned or not arrive at all.',
      ],
    },
    {
      heading: '2. Accounts',
      items: [
        'You must give accurate information and keep it up to date, including your business’s name and role.',
        'You are responsible for everything done with your account. Keep your password secret and tell us at once at security@robomarket.dev if you think someone else has used it.',
        'A business account’s administrators decide who may act for the business, and are responsible for the members they add.',
        'We may suspend or close an account that breaks these terms, puts other users at risk or is used for fraud.',
      ],
    },
    {
      heading: '3. Listings, requests and proposals',
      items: [
        'Sellers must describe what they offer truthfully, including condition, specifications, certifications and price, and must be entitled to sell it.',
        'Buyers must describe their requirements honestly and respond to proposals in good faith.',
        'Prohibited: items whose sale is unlawful where the buyer or seller is, stolen or counterfeit goods, and anything that infringes another person’s rights.',
        'We may remove a listing, request or proposal that breaks these rules.',
      ],
    },
    {
      heading: '4. Payments and escrow',
      paragraphs: [
        'Card payments are processed by our card payment provider; RoboMarket never sees or stores full card numbers. When a buyer pays for an agreed workflow, the funds are held in escrow. They are released to the seller when the buyer confirms the order is complete, or refunded to the buyer if the order is cancelled before release.',
        'Early adopters pay zero transaction fees for the first 6 months of their account. After that, the fee shown before you pay applies.',
      ],
    },
    {
      heading: '5. Disputes between users',
      paragraphs: [
        'Buyers and sellers should first try to resolve a problem with each other through the workflow’s messages. If that fails, contact legal@robomarket.dev: while funds are held in escrow we may review the workflow and decide whether they are released or refunded, based on what both parties agreed on the platform.',
      ],
    },
    {
      heading: '6. Acceptable use',
      items: [
        'Do not interfere with the service, probe it for weaknesses without permission, or access data that is not yours.',
        'Do not scrape the marketplace or use it to send unsolicited messages.',
        'Partner sites may embed RoboMarket widgets only with a publishable key issued to them, from the origins it names.',
      ],
    },
    {
      heading: '7. Liability',
      paragraphs: [
        'RoboMarket is provided as it is. To the extent the law allows, we are not liable for the goods or services users sell to each other, for indirect or consequential losses, or for losses above the fees you paid us in the 12 months before the claim. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: '8. Changes to these terms',
      paragraphs: [
        'We will announce material changes at least 30 days before they take effect, by e-mail and on the site. If you keep using RoboMarket after that date, the new terms apply; if you do not accept them, you may close your account before then.',
      ],
    },
    {
      heading: '9. Contact',
      paragraphs: ['Questions about these terms: legal@robomarket.dev.'],
    },
  ],
};
