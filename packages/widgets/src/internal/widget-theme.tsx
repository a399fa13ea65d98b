import { type RoboMarketAccentColor, type RoboMarketAppearance, RoboMarketTheme } from '@robomarket/ui';
import type { ReactNode } from 'react';

const ACCENT_COLORS = [
  'gray',
  'gold',
  'bronze',
  'brown',
  'yellow',
  'amber',
  'orange',
  'tomato',
  'red',
  'ruby',
  'crimson',
  'pink',
  'plum',
  'purple',
  'violet',
  'iris',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'jade',
  'green',
  'grass',
  'lime',
  'mint',
  'sky',
] as const satisfies readonly RoboMarketAccentColor[];

/** An attribute value as a Radix accent colour; anything else means the brand accent. */
export function toAccentColor(value: string | undefined): RoboMarketAccentColor | undefined {
  const color = ACCENT_COLORS.find((name) => name === value);
  if (value && !color) console.warn(`[robomarket] unknown accent-color "${value}"; using the default`);
  return color;
}

/** An attribute value as an appearance; anything but 'dark' means light. */
export function toAppearance(value: string | undefined): RoboMarketAppearance {
  return value === 'dark' ? 'dark' : 'light';
}

export interface WidgetThemeProps {
  /** 'light' (default) or 'dark'. */
  appearance?: RoboMarketAppearance;
  /** A Radix Themes accent colour name; the brand accent when omitted. */
  accentColor?: RoboMarketAccentColor;
  children: ReactNode;
}

/** The theme every widget renders in, with or without Shadow DOM. */
export function WidgetTheme({ appearance, accentColor, children }: WidgetThemeProps) {
  return (
    // A widget is a block inside someone else's page: never a screen tall, whether or not it ends up
    // being the root theme (it is, in a shadow root or on a page without its own <Theme>).
    <RoboMarketTheme appearance={appearance} accentColor={accentColor} style={{ minHeight: 0 }}>
      {children}
    </RoboMarketTheme>
  );
}
