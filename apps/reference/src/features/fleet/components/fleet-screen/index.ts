export { FleetScreen } from './fleet-screen';
