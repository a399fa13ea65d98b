// The package's public API, listed by hand: anything not named here is internal.
// src/exports.test.ts snapshots this list, so adding or removing an export is a visible change.

export type { RoboMarketAccentColor, RoboMarketAppearance, RoboMarketThemeProps } from './robomarket-theme';
export { brandTheme, RoboMarketTheme } from './robomarket-theme';
export type { WaitlistFormProps, WaitlistStatus } from './waitlist-form';
export { WaitlistForm } from './waitlist-form';
