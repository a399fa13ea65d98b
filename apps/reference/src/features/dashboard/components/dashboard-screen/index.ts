export {
  ACTIVE_STATUSES,
  DashboardScreen,
  type DashboardScreenProps,
  WORKFLOWS_ANCHOR,
} from './dashboard-screen';
