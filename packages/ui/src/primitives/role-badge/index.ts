export type { Role, RoleBadgeProps } from './role-badge';
export { ROLES, RoleBadge, roleLabel } from './role-badge';
