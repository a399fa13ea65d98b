import { ABOUT_TITLE } from '../features/landing';
import { LANDING_TITLE } from '../routes/landing';

/** A public page rendered to HTML at build time, with what a search result and a social preview show. */
export interface PrerenderedPage {
  /** The page's path. */
  path: string;
  /** The document title. */
  title: string;
  /** The meta description (and social preview text), at most about 160 characters. */
  description: string;
  /** A marker the prerendered markup must contain, so a page that rendered something else fails the build. */
  expect: string;
  /**
   * The page's lazy modules (its route and the data its loader imports), as keys of Vite's manifest: the
   * page's HTML links their CSS and preloads their JavaScript, so the first paint has the page's styles and
   * hydration does not wait for another round trip.
   */
  modules?: readonly string[];
}

const policyModules = ['src/routes/policy.tsx', 'src/features/policies/content/index.ts'];

/** The public pages prerendered at build time (issue 14). Adding a page here is all a new public page needs. */
export const prerenderedPages: readonly PrerenderedPage[] = [
  {
    path: '/',
    title: LANDING_TITLE,
    description:
      'RoboMarket is the marketplace where businesses and households buy, sell and manage robots, parts, accessories, software and services, with escrow on every deal.',
    expect: 'id="hero-title"',
  },
  {
    path: '/about',
    title: ABOUT_TITLE,
    description:
      'Meet the RoboMarket team: our mission, vision, values and story, our technology and reseller partners, and how to contact us.',
    expect: 'id="about-title"',
    modules: ['src/routes/about.tsx'],
  },
  {
    path: '/policy/terms',
    title: 'Terms of Service · RoboMarket',
    description:
      'The terms for using RoboMarket: accounts, listings and proposals, escrow payments, disputes between users and how changes are announced.',
    expect: 'Last Updated: June 15, 2023',
    modules: policyModules,
  },
  {
    path: '/policy/privacy',
    title: 'Privacy Policy · RoboMarket',
    description:
      'What personal data RoboMarket collects, why, who can see it, how long it is kept and how to exercise your rights.',
    expect: 'Last Updated: June 15, 2023',
    modules: policyModules,
  },
  {
    path: '/policy/accessibility',
    title: 'Accessibility · RoboMarket',
    description:
      'RoboMarket aims for WCAG 2.1 level AA. What we do, known limitations, and how to give feedback, answered within 3 business days.',
    expect: 'Last Updated: June 15, 2023',
    modules: policyModules,
  },
  {
    path: '/policy/cookies',
    title: 'Cookie Policy · RoboMarket',
    description:
      'The cookies RoboMarket uses, necessary, functional, analytics and marketing, and how to choose which ones are allowed.',
    expect: 'Last Updated: June 15, 2023',
    modules: policyModules,
  },
];
