// The dashboard feature's public surface: routes import from here, never from its folders.
export {
  ACTIVE_STATUSES,
  DashboardScreen,
  type DashboardScreenProps,
  WORKFLOWS_ANCHOR,
} from './components/dashboard-screen';
