export type {
  NotificationPreferencesTableProps,
  NotificationPreferenceView,
} from './notification-preferences-table';
export { NOTIFICATION_TYPE_LABELS, NotificationPreferencesTable } from './notification-preferences-table';
