export type { PublishableKeysSectionProps } from './publishable-keys-section';
export { PublishableKeysSection } from './publishable-keys-section';
