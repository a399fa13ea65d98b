export { FocusKeeper } from './focus-keeper';
