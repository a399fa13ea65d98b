export type { TeamScreenProps } from './team-screen';
export { TeamScreen } from './team-screen';
