export { ABOUT_TITLE, office } from './about-content';
export { AboutPage } from './components/about-page';
export { LandingPage } from './components/landing-page';
