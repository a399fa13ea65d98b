export { NEWSLETTER_ID, SiteFooter } from './site-footer';
