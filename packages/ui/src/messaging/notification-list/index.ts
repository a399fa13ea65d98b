export type { NotificationListProps, NotificationView } from './notification-list';
export { NotificationList } from './notification-list';
