export { LandingSection } from './landing-section';
