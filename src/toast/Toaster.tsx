import { Suspense } from 'react';
import { preloadable } from '../ui/preloadable';
import { withAntdStylesheet } from '../ui/antdStylesheet';
import { setToastDrawing, toastStore } from './toasts';

// antd's Alert and its icons load with the first toast, not with every first page (kept light);
// a toast's time on screen starts once they have arrived (toasts.ts).
const ToastList = preloadable(withAntdStylesheet(() => import('./ToastList')));
setToastDrawing({ now: ToastList.isLoaded, ready: ToastList.load });

/** Toasts top-centre, newest first. */
export function Toaster() {
  const count = toastStore.use((state) => state.toasts.length);
  if (count === 0) return null;
  return (
    <div className="toaster" aria-live="polite" data-testid="toaster">
      <Suspense fallback={null}>
        <ToastList.Component />
      </Suspense>
    </div>
  );
}
