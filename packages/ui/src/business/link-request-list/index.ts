export type { LinkRequestListProps, LinkRequestView } from './link-request-list';
export { LinkRequestList } from './link-request-list';
