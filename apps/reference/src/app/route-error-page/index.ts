export { ErrorPageSignal, useAnnounceErrorPage } from './error-page-signal';
export { NotFoundPage, RouteErrorPage } from './route-error-page';
