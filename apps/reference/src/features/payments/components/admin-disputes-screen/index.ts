export { AdminDisputesScreen } from './admin-disputes-screen';
