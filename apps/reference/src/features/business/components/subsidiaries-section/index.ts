export type { SubsidiariesSectionProps } from './subsidiaries-section';
export { SubsidiariesSection } from './subsidiaries-section';
