export { ErrorPageSignal } from './error-page-signal';
export { NotFoundPage, RouteErrorPage } from './route-error-page';
