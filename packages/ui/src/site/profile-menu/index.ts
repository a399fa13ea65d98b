export type { ProfileMenuItem, ProfileMenuProps } from './profile-menu';
export { PROFILE_MENU_ITEMS, ProfileMenu } from './profile-menu';
