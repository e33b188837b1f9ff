import { Alert } from 'antd';
import { dismissToast, toastStore } from './toasts';

/** The toasts themselves, newest first (SPEC §2); loaded with the first toast (Toaster.tsx). */
export default function ToastList() {
  const toasts = toastStore.use((state) => state.toasts);
  return toasts.map((item) => (
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
  ));
}
