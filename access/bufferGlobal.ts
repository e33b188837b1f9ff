import { Buffer } from 'buffer';

/**
 * casbin's csv-parse reads a global `Buffer` when its module is evaluated, which browsers lack
 * (a production build was a blank page: "Buffer is not defined"). Imported before casbin by
 * ./casbin.ts: ES modules evaluate in import order.
 */
const globals = globalThis as { Buffer?: unknown };
if (!globals.Buffer) globals.Buffer = Buffer;
