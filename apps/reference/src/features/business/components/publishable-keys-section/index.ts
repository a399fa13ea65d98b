export { PublishableKeysSection } from './publishable-keys-section';
