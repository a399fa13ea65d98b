export { FaqSection } from './faq-section';
