export type { AccountScreenProps } from './account-screen';
export { AccountScreen } from './account-screen';
