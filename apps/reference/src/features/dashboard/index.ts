// The dashboard feature's public surface: routes import from here, never from its folders.
export { DashboardScreen } from './components/dashboard-screen';
