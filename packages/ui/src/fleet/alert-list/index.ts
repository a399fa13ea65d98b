export type { AlertListProps } from './alert-list';
export { AlertList } from './alert-list';
