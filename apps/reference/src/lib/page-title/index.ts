export { usePageTitle } from './page-title';
export { PageTitleAnnouncer } from './page-title-announcer';
