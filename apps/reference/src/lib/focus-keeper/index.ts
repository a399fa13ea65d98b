export { FocusKeeper, keepFocusOnPage } from './focus-keeper';
