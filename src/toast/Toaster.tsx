import { Alert } from 'antd';
import { dismissToast, toastStore } from './toasts';

/** Toasts top-centre, newest first (SPEC §2). */
export function Toaster() {
  const toasts = toastStore.use((state) => state.toasts);
  if (toasts.length === 0) return null;
  return (
    <div className="toaster" aria-live="polite" data-testid="toaster">
      {toasts.map((item) => (
        <Alert
          key={item.id}
          data-testid="toast"
          data-type={item.type}
          role={item.type === 'error' ? 'alert' : 'status'}
          type={item.type}
          showIcon
          closable
          onClose={() => dismissToast(item.id)}
          message={item.message}
          description={item.description}
          className="toast"
        />
      ))}
    </div>
  );
}
