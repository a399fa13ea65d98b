export type { NotificationBellProps } from './notification-bell';
export { bellLabel, NotificationBell } from './notification-bell';
