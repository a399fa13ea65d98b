export { RoadmapSection } from './roadmap-section';
