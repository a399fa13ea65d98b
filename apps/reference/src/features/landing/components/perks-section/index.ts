export { PerksSection } from './perks-section';
