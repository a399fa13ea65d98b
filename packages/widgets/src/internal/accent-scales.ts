import type { RoboMarketAccentColor } from '@robomarket/ui';

// The runtime carries the colour scales of RoboMarket's own theme (indigo, slate, gray) and of its
// messages (red, green). A partner's `accent-color` needs one more scale: each is a chunk of its own
// (about 1.5 KB), fetched only by pages that ask for that colour.

type Loader = () => Promise<{ default: string }>;

const loaders: Partial<Record<RoboMarketAccentColor, Loader>> = {
  gold: () => import('@radix-ui/themes/tokens/colors/gold.css?inline'),
  bronze: () => import('@radix-ui/themes/tokens/colors/bronze.css?inline'),
  brown: () => import('@radix-ui/themes/tokens/colors/brown.css?inline'),
  yellow: () => import('@radix-ui/themes/tokens/colors/yellow.css?inline'),
  amber: () => import('@radix-ui/themes/tokens/colors/amber.css?inline'),
  orange: () => import('@radix-ui/themes/tokens/colors/orange.css?inline'),
  tomato: () => import('@radix-ui/themes/tokens/colors/tomato.css?inline'),
  ruby: () => import('@radix-ui/themes/tokens/colors/ruby.css?inline'),
  crimson: () => import('@radix-ui/themes/tokens/colors/crimson.css?inline'),
  pink: () => import('@radix-ui/themes/tokens/colors/pink.css?inline'),
  plum: () => import('@radix-ui/themes/tokens/colors/plum.css?inline'),
  purple: () => import('@radix-ui/themes/tokens/colors/purple.css?inline'),
  violet: () => import('@radix-ui/themes/tokens/colors/violet.css?inline'),
  iris: () => import('@radix-ui/themes/tokens/colors/iris.css?inline'),
  blue: () => import('@radix-ui/themes/tokens/colors/blue.css?inline'),
  cyan: () => import('@radix-ui/themes/tokens/colors/cyan.css?inline'),
  teal: () => import('@radix-ui/themes/tokens/colors/teal.css?inline'),
  jade: () => import('@radix-ui/themes/tokens/colors/jade.css?inline'),
  grass: () => import('@radix-ui/themes/tokens/colors/grass.css?inline'),
  lime: () => import('@radix-ui/themes/tokens/colors/lime.css?inline'),
  mint: () => import('@radix-ui/themes/tokens/colors/mint.css?inline'),
  sky: () => import('@radix-ui/themes/tokens/colors/sky.css?inline'),
};

/** The other accent colours' scales by colour name, loaded on first use. */
export const ACCENT_SCALES: ReadonlyMap<string, Loader> = new Map(Object.entries(loaders));
