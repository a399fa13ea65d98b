export { PayoutsScreen } from './payouts-screen';
