export { FinalCtaSection } from './final-cta-section';
