export type {
  BusinessSidebarProps,
  SidebarGroup,
  SidebarIcon,
  SidebarLink,
  SidebarRenderLink,
  SidebarUser,
} from './business-sidebar';
export { BusinessSidebar, SIDEBAR_AUTO_COLLAPSE_PX } from './business-sidebar';
