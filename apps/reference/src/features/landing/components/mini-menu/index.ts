export { MiniMenu, type MiniMenuProps } from './mini-menu';
