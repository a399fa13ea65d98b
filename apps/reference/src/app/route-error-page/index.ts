export { ErrorPageSignal, useAnnounceErrorPage } from './error-page-signal';
export { RouteErrorPage } from './route-error-page';
