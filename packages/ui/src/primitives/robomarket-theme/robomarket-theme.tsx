import type { ThemeProps } from '@radix-ui/themes';
import { Theme } from '@radix-ui/themes';
import type { CSSProperties, ReactNode } from 'react';

export type RoboMarketAppearance = 'light' | 'dark';
export type RoboMarketAccentColor = NonNullable<ThemeProps['accentColor']>;

/**
 * The brand's Radix Themes settings. Exported for code that has to configure a `<Theme>` itself;
 * everything else should render `RoboMarketTheme`.
 */
export const brandTheme = {
  accentColor: 'indigo',
  grayColor: 'slate',
  radius: 'medium',
  scaling: '100%',
  panelBackground: 'solid',
} as const satisfies Pick<ThemeProps, 'accentColor' | 'grayColor' | 'radius' | 'scaling' | 'panelBackground'>;

export interface RoboMarketThemeProps {
  /** Colour scheme of everything inside. Set it explicitly: the theme never follows the OS setting on its own. */
  appearance?: RoboMarketAppearance;
  /** Replaces the brand accent, e.g. from a partner widget's `accent-color` attribute. */
  accentColor?: RoboMarketAccentColor;
  /** Paints the page background colour behind the content; turn off when embedding in someone else's page. */
  hasBackground?: boolean;
  /** Extra class on the theme's root element. */
  className?: string;
  /** Inline styles on the theme's root element. */
  style?: CSSProperties;
  /** The themed content. */
  children?: ReactNode;
}

/** Radix Themes `<Theme>` with RoboMarket's brand settings. Wrap the app, each widget and each story in it. */
export function RoboMarketTheme({
  appearance = 'light',
  accentColor = brandTheme.accentColor,
  hasBackground = true,
  className,
  style,
  children,
}: RoboMarketThemeProps) {
  return (
    <Theme
      {...brandTheme}
      accentColor={accentColor}
      appearance={appearance}
      hasBackground={hasBackground}
      className={className}
      style={style}
    >
      {children}
    </Theme>
  );
}
