// The maintenance feature's public surface: routes import from here, never from its folders.
export { MaintenanceScreen } from './components/maintenance-screen';
