// The business feature's public surface: routes import from here, never from its folders.
export {
  BusinessSettingsScreen,
  type BusinessSettingsScreenProps,
} from './components/business-settings-screen';
export { PendingInvitations, type PendingInvitationsProps } from './components/pending-invitations';
