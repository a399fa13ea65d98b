// The about page's copy (product-spec §1, §2). Kept apart from the markup, like landing-content.ts.

/** The about page's title, as a search result shows it. */
export const ABOUT_TITLE = 'About RoboMarket — Mission, team and how to reach us';

/** The about page's mini menu entries; each `id` is the id of the section it scrolls to. */
export const aboutSections = [
  { id: 'mission', label: 'Mission' },
  { id: 'vision', label: 'Vision' },
  { id: 'team', label: 'Team' },
  { id: 'values', label: 'Values' },
  { id: 'story', label: 'Our Story' },
  { id: 'partners', label: 'Partners' },
  { id: 'contact', label: 'Contact' },
] as const;

export const mission = {
  title: 'Make buying and selling robots as safe as buying office supplies',
  text: 'Robots are bought through spreadsheets, e-mail threads and wire transfers to strangers. RoboMarket puts the whole deal in one place: a clear request, comparable proposals, funds held in escrow until delivery, and the paperwork attached to the order. From a $500 home assistant to a $50M automation programme, every buyer deserves the same protection.',
};

export const vision = {
  title: 'Every robot, from first quote to last service, on one record',
  text: 'We are building the marketplace where a factory, a hospital or a household can find the right machine, agree terms in days instead of months, and then follow it through deployment, maintenance and resale, with fleet data flowing back to the buyer and the people who serve it.',
};

export const team: readonly { name: string; role: string; initials: string; text: string }[] = [
  {
    name: 'Maya Okafor',
    role: 'Founder and CEO',
    initials: 'MO',
    text: 'Ran robot procurement for a logistics network of 40 warehouses before starting RoboMarket.',
  },
  {
    name: 'Daniel Brandt',
    role: 'Chief Technology Officer',
    initials: 'DB',
    text: 'Built payment and ledger systems for cross-border marketplaces for a decade.',
  },
  {
    name: 'Priya Raman',
    role: 'Head of Seller Success',
    initials: 'PR',
    text: 'Helped robotics dealers and integrators bring their catalogues online.',
  },
  {
    name: 'Lucas Ferreira',
    role: 'Head of Trust and Compliance',
    initials: 'LF',
    text: 'Leads our SOC 2 Type II and GDPR programmes and reviews escrow disputes.',
  },
];

export const values: readonly { title: string; text: string }[] = [
  {
    title: 'Trust by design',
    text: 'Money moves only when both sides have done what they agreed. Escrow, audit trails and clear terms come first.',
  },
  {
    title: 'Plain dealing',
    text: 'Prices, fees and conditions are shown before anyone commits. Early adopters pay zero transaction fees for their first 6 months.',
  },
  {
    title: 'Built for everyone',
    text: 'Accessible to WCAG 2.1 AA, fast on a phone, and usable by a procurement team or a first-time buyer.',
  },
  {
    title: 'Sellers succeed',
    text: 'Dealers, subsidiaries and integrators get the tools to reach buyers, answer requests and get paid on time.',
  },
];

export const story: readonly { quarter: string; title: string; text: string }[] = [
  {
    quarter: '2025 Q1',
    title: 'Development started',
    text: 'A small team of procurement, payments and robotics people began building RoboMarket.',
  },
  {
    quarter: '2025 Q3',
    title: 'First workflows',
    text: 'Multi-stage RFP workflows ran with our first design partners in manufacturing and logistics.',
  },
  {
    quarter: '2025 Q4',
    title: 'Escrow payments',
    text: 'Funds held until delivery, released by the buyer or refunded, with a double-entry ledger behind every move.',
  },
  {
    quarter: '2026 Q1',
    title: 'Marketplace opens',
    text: 'Buyers and dealers began trading robots, parts and services, with a waitlist for early access to what comes next.',
  },
  {
    quarter: '2026 Q3',
    title: 'Feature expansion',
    text: 'Fleet monitoring, ERP/SCM integration and AI matching for every account.',
  },
];

export const partnerGroups: readonly {
  title: string;
  text: string;
  partners: readonly string[];
  action: string;
}[] = [
  {
    title: 'Technology Partners',
    text: 'Robot makers, software vendors and integrators whose products and data connect to RoboMarket.',
    partners: ['Fleet telemetry providers', 'ERP and SCM platforms', 'Safety certification bodies'],
    action: 'Become a Technology Partner',
  },
  {
    title: 'Reseller Partners',
    text: 'Dealers and subsidiaries who sell through RoboMarket and embed our widgets on their own sites.',
    partners: ['Regional robotics dealers', 'Subsidiary dealerships', 'Service and maintenance firms'],
    action: 'Become a Reseller Partner',
  },
];

/** The office and how to reach the team. */
export const office = {
  name: 'RoboMarket HQ',
  street: '100 Innovation Way, Suite 400',
  city: 'Austin, TX 78701',
  country: 'United States',
  email: 'contact@robomarket.dev',
};
