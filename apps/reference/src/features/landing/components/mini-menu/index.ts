export { MiniMenu } from './mini-menu';
