export { BusinessSettingsScreen } from './business-settings-screen';
