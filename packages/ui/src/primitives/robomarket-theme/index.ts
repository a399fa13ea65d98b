export type { RoboMarketAccentColor, RoboMarketAppearance, RoboMarketThemeProps } from './robomarket-theme';
export { brandTheme, RoboMarketTheme } from './robomarket-theme';
