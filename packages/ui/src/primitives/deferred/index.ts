export type { DeferredTrigger } from './deferred';
export { loadOnce, MENU_OPENING_KEYS, SELECT_OPENING_KEYS, useDeferredTrigger } from './deferred';
