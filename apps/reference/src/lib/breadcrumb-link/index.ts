export { renderBreadcrumbLink } from './breadcrumb-link';
