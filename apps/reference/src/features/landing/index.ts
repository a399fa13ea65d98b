export { ABOUT_TITLE, office } from './about-content';
export type { AboutPageProps } from './components/about-page';
export { AboutPage } from './components/about-page';
export { LandingPage } from './components/landing-page';
