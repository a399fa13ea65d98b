// The package's public API, listed by hand: anything not named here is internal.
// src/exports.test.ts snapshots this list, so adding or removing an export is a visible change.

export type { AccountSettingsProps, AccountUser } from './account-settings';
export { AccountSettings } from './account-settings';
export type { ChangePasswordDialogProps, ChangePasswordValues } from './change-password-dialog';
export { ChangePasswordDialog } from './change-password-dialog';
export type { EditProfileDialogProps, ProfileValues } from './edit-profile-dialog';
export { EditProfileDialog } from './edit-profile-dialog';
export type { GuestWelcomeCardProps, GuestWelcomeLink } from './guest-welcome-card';
export { GuestWelcomeCard } from './guest-welcome-card';
export type { HeaderAuthAreaProps, HeaderUser } from './header-auth-area';
export { HeaderAuthArea } from './header-auth-area';
export type { ProfileMenuProps } from './profile-menu';
export { PROFILE_MENU_ITEMS, ProfileMenu } from './profile-menu';
export type { AccountType, BusinessType, RegisterDialogProps, RegisterValues } from './register-dialog';
export { RegisterDialog } from './register-dialog';
export type { RoboMarketAccentColor, RoboMarketAppearance, RoboMarketThemeProps } from './robomarket-theme';
export { brandTheme, RoboMarketTheme } from './robomarket-theme';
export type { Role, RoleBadgeProps } from './role-badge';
export { ROLES, RoleBadge, roleLabel } from './role-badge';
export type { SignInDialogProps, SignInValues } from './sign-in-dialog';
export { SignInDialog } from './sign-in-dialog';
export type { WaitlistFormProps, WaitlistStatus } from './waitlist-form';
export { WaitlistForm } from './waitlist-form';
