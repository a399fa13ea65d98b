export type { BreadcrumbItem, BreadcrumbLink, BreadcrumbsProps } from './breadcrumbs';
export { Breadcrumbs } from './breadcrumbs';
