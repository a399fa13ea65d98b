export type { RolePickerProps } from './role-picker';
export { NO_ROLE_PROBLEM, ROLE_DETAILS, RoleBadges, RolePicker } from './role-picker';
