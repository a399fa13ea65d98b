export { TechSection } from './tech-section';
