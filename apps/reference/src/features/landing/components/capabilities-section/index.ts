export { CapabilitiesSection } from './capabilities-section';
