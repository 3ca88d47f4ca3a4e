/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  /** Origin (and optional path prefix) of the quiz API; empty means same origin. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
