export { AboutPage } from './about-page';
