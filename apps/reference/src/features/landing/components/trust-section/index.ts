export { TrustSection } from './trust-section';
