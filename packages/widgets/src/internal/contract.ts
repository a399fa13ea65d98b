// The interface between the loader (dist/widgets.js, a classic script) and the runtime chunk
// (dist/chunks/runtime-[hash].js, an ES module). Both sides import these types only, so the loader stays import-free.

/**
 * The custom elements the loader registers, each with the attributes it observes beyond the common ones.
 * A new widget is one line here; the runtime's component table (typed by `WidgetTag`) then requires its
 * component, so a tag can never be registered without a runtime behind it.
 */
export const WIDGETS = {
  'robomarket-waitlist': [],
  'robomarket-rfp-feed': ['industry', 'limit'],
  'robomarket-product-cards': ['seller-id', 'category', 'limit'],
} as const satisfies Record<`robomarket-${string}`, readonly string[]>;

export type WidgetTag = keyof typeof WIDGETS;

/** Attributes every widget observes; a change to any of them re-renders the widget. */
export const COMMON_ATTRIBUTES = ['api-base', 'publishable-key', 'appearance', 'accent-color'] as const;

/** The configuration the loader reads from an element's attributes and hands to the runtime. */
export interface WidgetConfig {
  /** Absolute origin (and optional path prefix) of the RoboMarket API, without a trailing slash. */
  apiBase: string;
  /** The partner's publishable key (`pk_...`), or undefined when the attribute is absent or empty. */
  publishableKey: string | undefined;
  /** The `appearance` attribute as written; the runtime validates it. */
  appearance: string | undefined;
  /** The `accent-color` attribute as written; the runtime validates it. */
  accentColor: string | undefined;
  /** Every attribute of the element, for widget-specific options (`seller-id`, `limit`, ...). */
  attributes: Record<string, string>;
}

/** A widget rendered into one element's shadow root. */
export interface MountedWidget {
  /** Renders again with new attributes. */
  update(config: WidgetConfig): void;
  /** Unmounts React and removes the rendered nodes; the shadow root itself stays. */
  unmount(): void;
}

/** Props of the component the runtime renders for a tag. */
export interface WidgetElementProps {
  config: WidgetConfig;
}

/** What the runtime entry (`dist/chunks/runtime-[hash].js`) exports. */
export interface WidgetRuntime {
  mount(tag: WidgetTag, shadowRoot: ShadowRoot, config: WidgetConfig): MountedWidget;
}
