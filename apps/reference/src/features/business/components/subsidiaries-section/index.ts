export { SubsidiariesSection } from './subsidiaries-section';
