export { AdminJobsScreen } from './admin-jobs-screen';
