export type { AboutPageProps } from './about-page';
export { AboutPage } from './about-page';
