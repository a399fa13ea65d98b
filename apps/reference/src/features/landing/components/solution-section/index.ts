export { SolutionSection } from './solution-section';
