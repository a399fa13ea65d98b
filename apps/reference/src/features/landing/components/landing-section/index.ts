export { LandingSection, type LandingSectionProps } from './landing-section';
