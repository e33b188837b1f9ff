import { lazy, Suspense } from 'react';
import { toastStore } from './toasts';

// antd's Alert and its icons load with the first toast, not with every first page (issue point 7).
const ToastList = lazy(() => import('./ToastList'));

/** Toasts top-centre, newest first (SPEC §2). */
export function Toaster() {
  const count = toastStore.use((state) => state.toasts.length);
  if (count === 0) return null;
  return (
    <div className="toaster" aria-live="polite" data-testid="toaster">
      <Suspense fallback={null}>
        <ToastList />
      </Suspense>
    </div>
  );
}
