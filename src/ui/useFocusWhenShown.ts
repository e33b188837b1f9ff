import { useRef } from 'react';

/**
 * The element a dialog gives the keyboard to once it is shown: put `ref` on it and pass
 * `afterOpenChange` to antd's Modal. An autoFocus inside the dialog would run before its portal
 * is in the page, where the browser does not move the focus.
 */
export function useFocusWhenShown<T extends { focus: () => void }>() {
  const ref = useRef<T>(null);
  const afterOpenChange = (shown: boolean) => {
    if (shown) ref.current?.focus();
  };
  return { ref, afterOpenChange };
}
