// The job queue's screens for platform admins (ADR 0094).
export { AdminJobsScreen } from './components/admin-jobs-screen';
