export { RouteErrorPage } from './route-error-page';
