export { ScrollToTop } from './scroll-to-top';
