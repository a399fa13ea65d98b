// The business feature's public surface: routes import from here, never from its folders.
export { BusinessSettingsScreen } from './components/business-settings-screen';
export { PendingInvitations } from './components/pending-invitations';
export { SubsidiariesSection } from './components/subsidiaries-section';
