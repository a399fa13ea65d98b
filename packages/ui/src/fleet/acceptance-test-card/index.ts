export type { AcceptanceTestCardProps } from './acceptance-test-card';
export { AcceptanceTestCard } from './acceptance-test-card';
