export { BusinessSettingsScreen, type BusinessSettingsScreenProps } from './business-settings-screen';
