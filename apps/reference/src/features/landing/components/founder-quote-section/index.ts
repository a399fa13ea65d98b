export { FounderQuoteSection } from './founder-quote-section';
