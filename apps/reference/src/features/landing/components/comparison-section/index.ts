export { ComparisonSection } from './comparison-section';
