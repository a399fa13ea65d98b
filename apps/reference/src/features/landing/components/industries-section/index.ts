export { IndustriesSection } from './industries-section';
