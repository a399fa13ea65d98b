export { pageTitle, SITE_NAME, usePageTitle } from './page-title';
export { PageTitleAnnouncer } from './page-title-announcer';
