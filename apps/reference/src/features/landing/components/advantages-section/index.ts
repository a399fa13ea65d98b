export { AdvantagesSection } from './advantages-section';
