/// <reference types="vite/client" />
declare module '*.conf?raw' {
  const text: string;
  export default text;
}

/** Build-time: false in a VITE_DEMO_MODE=false build (vite.config.ts `define`). */
declare const __DEMO_BUILD__: boolean;
