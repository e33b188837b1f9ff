import stylesheets from 'virtual:antd-stylesheet';
import { currentColorScheme } from './colorScheme';

let linked: Promise<void> | undefined;

/**
 * Links the production build's prebuilt antd stylesheet for the admin's colour scheme, once
 * (scripts/antd-stylesheet/). antd reads the file's map of prebuilt styles on its first render and
 * never again, so every screen that draws antd waits for this first (`withAntdStylesheet`): with
 * it, antd skips generating and injecting those styles, about half of a first page's main-thread
 * work. Resolves when the file has loaded, or failed to (antd then generates them, as in dev).
 * Linked before the app's own stylesheet, so that the app's rules win ties, as they do over the
 * styles antd injects.
 */
export function linkAntdStylesheet(): Promise<void> {
  if (!stylesheets || typeof document === 'undefined') return Promise.resolve();
  const href = stylesheets[currentColorScheme()];
  linked ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.prepend(link);
  });
  return linked;
}

/** A loader of a screen that draws antd, resolving once its code and the stylesheet are in. */
export function withAntdStylesheet<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), linkAntdStylesheet()]).then(([module]) => module);
}
