export { Initials } from './initials';
