export type { SecurityScreenProps } from './security-screen';
export { SecurityScreen } from './security-screen';
