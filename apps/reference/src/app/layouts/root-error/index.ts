export { RootError } from './root-error';
