export { FinalCtaSection, type FinalCtaSectionProps } from './final-cta-section';
