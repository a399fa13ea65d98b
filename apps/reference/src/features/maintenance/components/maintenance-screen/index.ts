export { MaintenanceScreen } from './maintenance-screen';
