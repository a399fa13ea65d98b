// The business feature's public surface: routes import from here, never from its folders.

export { AccountScreen } from './components/account-screen';
export { AuditScreen } from './components/audit-screen';
export { BusinessSettingsScreen } from './components/business-settings-screen';
export { PendingInvitations } from './components/pending-invitations';
export { SecurityScreen } from './components/security-screen';
export { SubsidiariesSection } from './components/subsidiaries-section';
export { TeamScreen } from './components/team-screen';
