// The business feature's public surface: routes import from here, never from its folders.
export { type Business, BusinessPanel, type BusinessPanelProps } from './components/business-panel';
export {
  BusinessSettingsScreen,
  type BusinessSettingsScreenProps,
} from './components/business-settings-screen';
export { PendingInvitations, type PendingInvitationsProps } from './components/pending-invitations';
