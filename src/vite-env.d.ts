/// <reference types="vite/client" />
declare module '*.conf?raw' {
  const text: string;
  export default text;
}

/** Build-time: false in a VITE_DEMO_MODE=false build (vite.config.ts `define`). */
declare const __DEMO_BUILD__: boolean;

/** Build-time: the release's name (scripts/app-version/plugin.ts); not defined in dev and tests. */
declare const __APP_VERSION__: string | undefined;

/** A production build's prebuilt antd stylesheets, one URL per colour scheme; null in dev and tests. */
declare module 'virtual:antd-stylesheet' {
  const stylesheets: Record<'light' | 'dark', string> | null;
  export default stylesheets;
}
