export type { DeadJobsTableProps, JobCountsView, JobView } from './dead-jobs-table';
export { DeadJobsTable } from './dead-jobs-table';
