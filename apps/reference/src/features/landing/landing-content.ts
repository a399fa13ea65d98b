// The landing page's copy (product-spec §1 and §2). Kept apart from the markup so that wording changes
// touch one file and the claims can be checked against the spec in one place.

/** The mini menu's entries; each `id` is the id of the section it scrolls to. */
export const landingSections = [
  { id: 'home', label: 'Home' },
  { id: 'capabilities', label: 'Capabilities' },
  { id: 'benefits', label: 'Benefits' },
  { id: 'solution', label: 'Solution' },
  { id: 'roadmap', label: 'Roadmap' },
  { id: 'trust', label: 'Trust' },
  { id: 'faq', label: 'FAQ' },
] as const;

export type CapabilityIcon =
  | 'rfp'
  | 'escrow'
  | 'lifecycle'
  | 'erp'
  | 'ai'
  | 'iot'
  | 'contracts'
  | 'ar'
  | 'p2p'
  | 'reviews';

export interface Capability {
  icon: CapabilityIcon;
  title: string;
  text: string;
  audience: 'Enterprise' | 'Consumer' | 'Everyone';
}

export const capabilities: readonly Capability[] = [
  {
    icon: 'rfp',
    title: 'Multi-stage RFP workflows',
    text: 'Move from requirements to signed order through clear stages: use case, technical specs, budget and timeline, proposals, price agreement and delivery.',
    audience: 'Enterprise',
  },
  {
    icon: 'escrow',
    title: 'Cross-border escrow payments',
    text: 'Funds are held in escrow and released to the seller when you confirm delivery, whichever country either of you is in.',
    audience: 'Everyone',
  },
  {
    icon: 'lifecycle',
    title: 'Fleet lifecycle management',
    text: 'Follow every robot from purchase order through deployment, maintenance and resale in one record.',
    audience: 'Enterprise',
  },
  {
    icon: 'erp',
    title: 'ERP/SCM integration',
    text: 'Orders, invoices and inventory flow into the ERP and supply-chain systems your procurement team already runs.',
    audience: 'Enterprise',
  },
  {
    icon: 'ai',
    title: 'AI matching',
    text: 'Your requirements are matched with sellers by capability, certification, payload and budget, so the right proposals arrive first.',
    audience: 'Everyone',
  },
  {
    icon: 'iot',
    title: 'IoT fleet monitoring',
    text: 'Delivered robots report uptime, battery health and utilisation straight to your dashboard.',
    audience: 'Enterprise',
  },
  {
    icon: 'contracts',
    title: 'Digital contracts',
    text: 'Terms, milestones, warranty and service levels are agreed online and stay attached to the order.',
    audience: 'Everyone',
  },
  {
    icon: 'ar',
    title: 'AR home previews',
    text: 'Place a home robot in your own living room with your phone camera before you buy it.',
    audience: 'Consumer',
  },
  {
    icon: 'p2p',
    title: 'Peer-to-peer sales',
    text: 'Sell the robot you have outgrown to another owner, with the same escrow protection as a new purchase.',
    audience: 'Consumer',
  },
  {
    icon: 'reviews',
    title: 'Community reviews',
    text: 'Ratings from verified owners on robots, parts and sellers, so you know what you are buying.',
    audience: 'Consumer',
  },
];

export type IndustryIcon = 'manufacturing' | 'healthcare' | 'retail' | 'home' | 'education' | 'logistics';

export const industries: readonly { icon: IndustryIcon; name: string; text: string }[] = [
  {
    icon: 'manufacturing',
    name: 'Manufacturing',
    text: 'Collaborative arms, welding cells and inspection systems sourced against your safety standards.',
  },
  {
    icon: 'healthcare',
    name: 'Healthcare',
    text: 'Medical supply delivery, disinfection and pharmacy automation with HIPAA-ready workflows.',
  },
  {
    icon: 'retail',
    name: 'Retail',
    text: 'Shelf scanning, inventory and customer-service robots for stores and fulfilment centres.',
  },
  {
    icon: 'home',
    name: 'Home Automation',
    text: 'Cleaning, lawn, pool and companion robots for households, with AR previews and reviews.',
  },
  {
    icon: 'education',
    name: 'Education',
    text: 'Programmable kits and classroom robots for schools, universities and research labs.',
  },
  {
    icon: 'logistics',
    name: 'Logistics',
    text: 'Autonomous mobile robots, palletisers and sorting systems for warehouses and yards.',
  },
];

/** Rows of the "traditional versus RoboMarket" comparison. */
export const comparison: readonly { topic: string; traditional: string; robomarket: string }[] = [
  {
    topic: 'Finding suppliers',
    traditional: 'Weeks of trade fairs, cold calls and referrals',
    robomarket: 'AI matching to qualified sellers in days',
  },
  {
    topic: 'Comparing offers',
    traditional: 'Quotes in different formats, compared in spreadsheets',
    robomarket: 'Structured proposals against one RFP, side by side',
  },
  {
    topic: 'Paying',
    traditional: 'Upfront wire transfers and currency risk',
    robomarket: 'Escrow held until delivery, across borders',
  },
  {
    topic: 'Contracts',
    traditional: 'E-mail chains and signed PDFs',
    robomarket: 'Digital contracts attached to the workflow',
  },
  {
    topic: 'After delivery',
    traditional: 'No visibility until something breaks',
    robomarket: 'IoT fleet monitoring and lifecycle records',
  },
  {
    topic: 'Buying for the home',
    traditional: 'Guesswork from product photos',
    robomarket: 'AR home previews and community reviews',
  },
];

/** The core advantages; the first card carries the deal-size claim of product-spec §1. */
export const advantages: readonly { stat: string; title: string; text: string }[] = [
  {
    stat: '$500 – $50M',
    title: 'Every deal size',
    text: 'From $500 consumer purchases to $50M enterprise deals, on the same platform and with the same protection.',
  },
  {
    stat: 'Escrow',
    title: 'Protected payments',
    text: 'Money moves only when both sides have done what they agreed. Refunds are built into the workflow.',
  },
  {
    stat: '50+',
    title: 'Standards built in',
    text: 'Certification requirements such as ISO 10218 and CE Marking are part of every RFP and every proposal.',
  },
  {
    stat: '1 record',
    title: 'Lifecycle value',
    text: 'Purchase, contract, payments and device metrics live together, which makes maintenance and resale simple.',
  },
];

/** How a purchase runs on RoboMarket, for the solution section. */
export const solutionSteps: readonly { title: string; text: string }[] = [
  {
    title: 'Describe what you need',
    text: 'A guided RFP covers the use case, technical specs such as payload and battery life, budget and timeline, with suggestions at every step.',
  },
  {
    title: 'Get matched and compare',
    text: 'Qualified sellers answer with structured proposals: price, delivery, warranty, training and service levels.',
  },
  {
    title: 'Agree and pay into escrow',
    text: 'Accept the best proposal, sign the digital contract and pay into escrow. The seller sees the funds are secured.',
  },
  {
    title: 'Deploy and monitor',
    text: 'Release the payment on delivery, then follow uptime and maintenance of every robot in your fleet dashboard.',
  },
];

/** The technology behind the platform (DESIGN.md §1, §6, §7, §8). */
export const techHighlights: readonly { title: string; text: string }[] = [
  {
    title: 'Open API',
    text: 'A documented OpenAPI contract with typed clients connects RoboMarket to your ERP, SCM and internal tools.',
  },
  {
    title: 'Embeddable widgets',
    text: 'Dealers place waitlist, product and RFP widgets on their own websites with a single script tag.',
  },
  {
    title: 'Real-time updates',
    text: 'Messages, proposals and status changes arrive live, so negotiations never wait for a page refresh.',
  },
  {
    title: 'Device telemetry',
    text: 'Each delivered robot gets its own secure token to report metrics into your fleet dashboard.',
  },
];

/** The roadmap of product-spec §1, from development start to feature expansion. */
export const roadmap: readonly { quarter: string; title: string; text: string }[] = [
  {
    quarter: '2025 Q1',
    title: 'Development started',
    text: 'Marketplace core, accounts for customers and businesses, product listings.',
  },
  {
    quarter: '2025 Q3',
    title: 'Procurement workflows',
    text: 'Multi-stage RFPs, seller proposals, messaging and digital contracts.',
  },
  {
    quarter: '2025 Q4',
    title: 'Escrow payments',
    text: 'Cross-border escrow, payment history and release on delivery.',
  },
  {
    quarter: '2026 Q1',
    title: 'Marketplace opens',
    text: 'Buyers and sellers trade on RoboMarket, early adopters with zero transaction fees for six months.',
  },
  {
    quarter: '2026 Q2',
    title: 'Fleet and integrations',
    text: 'IoT fleet monitoring, lifecycle records and ERP/SCM connectors.',
  },
  {
    quarter: '2026 Q3',
    title: 'Feature expansion',
    text: 'AR home previews, peer-to-peer sales and community reviews.',
  },
];

/** The compliance claims of product-spec §1. */
export const trustBadges: readonly { title: string; text: string }[] = [
  {
    title: 'SOC 2 Type II',
    text: 'Independently audited security, availability and confidentiality controls.',
  },
  {
    title: 'GDPR',
    text: 'Personal data processed lawfully, minimised, and exportable or deletable on request.',
  },
  {
    title: 'HIPAA-ready',
    text: 'Workflows and storage prepared for healthcare buyers handling protected data.',
  },
  {
    title: '50+ standards',
    text: 'Robot safety and quality standards tracked on listings, RFPs and proposals.',
  },
];

/** Robot standards named in RFPs (product-spec §9), shown as examples of the "50+ standards". */
export const standardsExamples = ['ISO 13482', 'IEC 61508', 'ISO 10218', 'CE Marking', 'UL 3300'] as const;

/** What early adopters get (product-spec §1). */
export const perks: readonly { title: string; text: string }[] = [
  {
    title: 'Zero transaction fees',
    text: 'No transaction fees for the first 6 months after your account opens.',
  },
  {
    title: 'Priority onboarding',
    text: 'A guided setup of your business account, catalogue or first RFP when you start.',
  },
  {
    title: 'Shape the roadmap',
    text: 'Early adopters meet the product team and vote on what we build next.',
  },
  {
    title: 'Founding member badge',
    text: 'A visible badge on your seller profile and reviews that shows you were here first.',
  },
];

export const founderQuote = {
  text: 'Buying a robot should be as safe as buying a spare part and as simple as buying a phone. Today it is neither: months of calls, quotes nobody can compare and money wired on trust. We are building RoboMarket so that a hospital, a factory and a family can all buy with confidence.',
  author: 'Founder & CEO, RoboMarket',
};

export const faqs: readonly { question: string; answer: string }[] = [
  {
    question: 'When can I start using RoboMarket?',
    answer:
      'Today: the marketplace is open, so register to list products, publish RFPs and buy with escrow. Waitlist members get early access to new features, such as fleet monitoring and AR previews.',
  },
  {
    question: 'What does it cost?',
    answer:
      'A transaction fee applies only to completed deals. Early adopters who join from the waitlist pay no transaction fees for their first 6 months.',
  },
  {
    question: 'How does escrow protect me?',
    answer:
      'When you accept a proposal, your payment is held in escrow. The seller is paid when you confirm delivery; if the order is cancelled, the held funds are refunded.',
  },
  {
    question: 'Is RoboMarket only for large companies?',
    answer:
      'No. The same platform handles $500 consumer purchases and $50M enterprise deals. Households can buy, sell peer-to-peer and read community reviews.',
  },
  {
    question: 'Can I sell robots, parts or services?',
    answer:
      'Yes. Dealers and businesses list robots, parts, accessories, software and services, and answer RFPs from buyers in the marketplace.',
  },
  {
    question: 'How is my data protected?',
    answer:
      'RoboMarket follows SOC 2 Type II controls and GDPR, offers HIPAA-ready workflows for healthcare, and only the parties of a deal see its documents and messages.',
  },
];
