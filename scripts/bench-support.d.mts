/** Types of scripts/bench-support.mjs (used by scripts/i18n.ts). */
import type { Browser } from 'playwright-core';
import type { ViteDevServer } from 'vite';

export const CHROMIUM: string;
export function viteSources(): Promise<ViteDevServer>;
export function launchChromium(): Promise<Browser>;
