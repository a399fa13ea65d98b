export { HeroSection } from './hero-section';
