/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin (and optional path prefix) of the RoboMarket API; empty means the app's own origin. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
