export { LandingPage, type LandingPageProps } from './components/landing-page';
export { landingSections } from './landing-content';
