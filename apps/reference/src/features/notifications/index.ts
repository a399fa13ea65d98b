// The notifications feature's public surface (ADR 0096): routes and the header import from here.
export { BusinessNotificationSettingsScreen } from './components/business-notification-settings-screen';
export { LazyNotificationBell } from './components/lazy-notification-bell';
export { NotificationPreferencesSection } from './components/notification-preferences-section';
export { UnsubscribeScreen } from './components/unsubscribe-screen';
