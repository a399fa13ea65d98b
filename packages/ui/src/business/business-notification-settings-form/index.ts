export type {
  BusinessNotificationSettingsFormProps,
  BusinessNotificationSettingsValues,
} from './business-notification-settings-form';
export {
  BusinessNotificationSettingsForm,
  NOTIFICATION_SETTINGS_SAVED,
  parseCategories,
} from './business-notification-settings-form';
