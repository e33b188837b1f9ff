import { createStore } from '../state/createStore';
import { showToast } from '../toast/toasts';

/**
 * The panel's single-key shortcuts (src/layout/KeyboardShortcuts.tsx: `g` then a page's letter,
 * `?`; src/engine/pages/list/useListKeys.ts: a list's rows). What they share lives here: when a key
 * is the admin's typing rather than a shortcut, and what the `?` dialog lists for the page shown.
 */

/** Keys a list or the layout takes itself: a declared action's `key` may be none of these. */
export const RESERVED_KEYS: readonly string[] = ['j', 'k', 'x', 'e', 'g', '/', '?'];

/** How long after `g` its page's letter is awaited. */
export const GO_TO_WAIT_MS = 1500;

/** Inputs that take no text: a key pressed on a checkbox is still a shortcut. */
const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset']);

/** Whether keys pressed on `target` are text being typed (an input, a select, an editor). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[contenteditable]:not([contenteditable="false"])')) return true;
  if (target instanceof HTMLInputElement) return !NOT_TYPED.has(target.type);
  return (
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    target.getAttribute('role') === 'combobox' ||
    target.getAttribute('role') === 'textbox'
  );
}

/** Drawn and not hidden by itself or an ancestor (a closed antd dialog stays, `display: none`). */
function displayed(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement)
    if (node.style.display === 'none') return false;
  return true;
}

/**
 * Whether something sits over the page and owns the keyboard: a dialog (a confirmation, the step-up,
 * the palette), a drawer (the phone menu, the filter sheet), an open menu or a delete's question.
 */
function overlayOpen(): boolean {
  const open = document.querySelectorAll<HTMLElement>(
    '.ant-modal-wrap, .ant-drawer-open, [aria-modal="true"], ' +
      '.ant-dropdown:not(.ant-dropdown-hidden), .ant-popconfirm:not(.ant-popover-hidden)',
  );
  return [...open].some(displayed);
}

/** A key the shortcuts leave alone: typed text, a chord (Ctrl-K is the palette's), an overlay's. */
export function shortcutIgnored(event: KeyboardEvent): boolean {
  return (
    event.defaultPrevented ||
    event.ctrlKey ||
    event.metaKey ||
    event.altKey ||
    event.isComposing ||
    isTyping(event.target) ||
    overlayOpen()
  );
}

/** Why a key did nothing, said where toasts are (a polite live region). */
export function tellShortcut(message: string): void {
  showToast({ id: 'shortcut', type: 'info', message });
}

/** What the list on screen answers to, for the `?` dialog (none: no list on the page). */
interface ListShortcuts {
  /** `x` picks the row for a batch. */
  select: boolean;
  /** `e` opens the row's edit page. */
  edit: boolean;
  /** `/` reaches the list's search or first filter. */
  search: boolean;
  /** The declared actions with a key that the admin may take on this list. */
  actions: readonly { key: string; label: string }[];
}

/** A page `g` then its letter opens (src/layout/KeyboardShortcuts.tsx). */
export interface GoToPage {
  key: string;
  label: string;
  path: string;
}

export const shortcutsStore = createStore<{ list?: ListShortcuts }>({});
