export type { PublishableKeysProps, PublishableKeyView } from './publishable-keys';
export { PublishableKeys } from './publishable-keys';
