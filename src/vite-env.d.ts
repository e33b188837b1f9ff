/// <reference types="vite/client" />
declare module '*.conf?raw' {
  const text: string;
  export default text;
}
