export type { ThreadListProps, ThreadView } from './thread-list';
export { ThreadList } from './thread-list';
