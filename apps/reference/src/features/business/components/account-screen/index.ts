export { AccountScreen } from './account-screen';
