import { useSyncExternalStore } from 'react';

/** Light or dark: the admin's choice in this browser, kept across visits. */
export type ColorScheme = 'light' | 'dark';

const KEY = 'pm-admin:color-scheme';
const listeners = new Set<() => void>();

function read(): ColorScheme {
  try {
    return localStorage.getItem(KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

let current: ColorScheme = typeof window === 'undefined' ? 'light' : read();

/** The page's own styles (header, popovers) follow `data-theme` on <html>. */
function mark(scheme: ColorScheme) {
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = scheme;
}
mark(current);

/** The scheme now, for code outside React (the prebuilt stylesheet to link, antdStylesheet.ts). */
export const currentColorScheme = (): ColorScheme => current;

export function setColorScheme(scheme: ColorScheme): void {
  current = scheme;
  try {
    localStorage.setItem(KEY, scheme);
  } catch {
    // Storage blocked: the choice lasts for this visit.
  }
  mark(scheme);
  listeners.forEach((listener) => listener());
}

export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => 'light',
  );
}
